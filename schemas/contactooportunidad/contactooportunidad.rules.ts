/**
 * Rules of a contact on an opportunity (COP-04): the contact's own rules (CON-29, CON-30, CON-33,
 * CON-34) run on the contact itself, created or edited in its own form (the link's "Nuevo" and
 * "Ver"); the passport data kept for this trip follow CON-32.
 */
import { datesInOrderRule } from '../../engine/core/rules/datesInOrderRule';
import type { RuleDefinition } from '../../engine/core/validators';

export const rules: RuleDefinition[] = [
  datesInOrderRule({ name: 'contactooportunidad.fechasPasaporte', from: 'pasaporteEmision', to: 'pasaporteVencimiento', key: 'contactooportunidad.fechasPasaporte' }),
];
