/** Business rules of the minimal opportunity (OPP-05), run by its form and by the server on save. */
import { datesInOrderRule } from '../../engine/core/rules/datesInOrderRule';
import type { RuleDefinition } from '../../engine/core/validators';

/** The trip's return date is not before its departure date. */
export const rules: RuleDefinition[] = [datesInOrderRule({ name: 'oportunidad.fechas', from: 'fechaIn', to: 'fechaOut', key: 'oportunidad.fechas' })];
