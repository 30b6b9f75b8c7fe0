/** Business rules of notes, run by the form while typing and by the server on save. */
import { oneOwnerRule } from '../../engine/core/rules/oneOwnerRule';
import type { RuleDefinition } from '../../engine/core/validators';

/** NOT-02, NOT-08: a note belongs to one parent, an account, a supplier or a contact. */
const padre = oneOwnerRule({ name: 'nota.padre', fields: ['cuenta', 'proveedor', 'contacto'], key: 'nota.padre' });

export const rules: RuleDefinition[] = [padre];
