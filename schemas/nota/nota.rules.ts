/** Business rules of notes, run by the form while typing and by the server on save. */
import { isBlank } from '../../engine/core/blank';
import type { RuleDefinition } from '../../engine/core/validators';

/** NOT-02, NOT-08: a note belongs to one parent, an account or a contact (suppliers do not exist yet). */
const padre: RuleDefinition = {
  name: 'nota.padre',
  fields: ['cuenta', 'contacto'],
  validate(record) {
    const parents = [record.cuenta, record.contacto].filter((v) => !isBlank(v)).length;
    return parents === 1 ? [] : [{ path: isBlank(record.cuenta) ? 'contacto' : 'cuenta', key: 'nota.padre' }];
  },
};

export const rules: RuleDefinition[] = [padre];
