/** Business rules of banks, run by the bank form and, authoritatively, by the server on save. */
import type { RuleDefinition } from '../../engine/core/validators';

/** Two banks cannot share a name (BNK-OP02: `descripcion` is the bank's name). */
const descripcionUnica: RuleDefinition = {
  name: 'banco.descripcionUnica',
  fields: ['descripcion'],
  debounceMs: 1500,
  async validate(record, ctx) {
    const value = typeof record.descripcion === 'string' ? record.descripcion.trim() : '';
    if (!value) return [];
    const taken = await ctx.ports.exists('banco', 'descripcion', value, ctx.recordId);
    return taken ? [{ path: 'descripcion', key: 'banco.duplicate' }] : [];
  },
};

export const rules: RuleDefinition[] = [descripcionUnica];
