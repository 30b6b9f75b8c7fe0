/** Business rules of service fees, run by the fee form and, authoritatively, by the server on save. */
import { addDays } from 'date-fns';
import Decimal from 'decimal.js';
import { isBlank } from '../../engine/core/blank';
import { formatDate } from '../../engine/core/format/formatDate';
import { toIsoDate } from '../../engine/core/format/toIsoDate';
import { oneOwnerRule } from '../../engine/core/rules/oneOwnerRule';
import type { MatchValue, RecordData, RuleDefinition } from '../../engine/core/validators';

/** The fields that may not repeat among the live fees of one owner, an account or a supplier (FEE-15). */
const DUPLICATE_FIELDS = ['tipo', 'tipoAtencion', 'tipoRuta', 'tipoServicio'] as const;
/** A fee's owner fields (FEE-07: from an account or a supplier). */
const OWNER_FIELDS = ['cuenta', 'proveedor'] as const;

/**
 * FEE-15, FEE-OP01: a fee with the same `tipo`, `tipoAtencion`, `tipoRuta` and `tipoServicio` as
 * another fee of the same account (or supplier) is refused; annulled fees (and deleted ones: not vigente) do not
 * count. Asks the server (`existsMatching`), so it waits for a pause in the typing.
 */
const duplicado: RuleDefinition = {
  name: 'servicefee.duplicado',
  fields: [...OWNER_FIELDS, ...DUPLICATE_FIELDS],
  debounceMs: 500,
  async validate(record, ctx) {
    const owners = OWNER_FIELDS.filter((field) => !isBlank(record[field]));
    if (record.anulado === true || owners.length !== 1 || DUPLICATE_FIELDS.some((field) => isBlank(record[field]))) return [];
    if (!ctx.ports.existsMatching) throw new Error('servicefee.duplicado necesita el puerto existsMatching');
    const values = Object.fromEntries([...owners, ...DUPLICATE_FIELDS].map((field) => [field, record[field] as MatchValue]));
    const taken = await ctx.ports.existsMatching(ctx.module, values, { excludeId: ctx.recordId, unless: { anulado: true } });
    return taken ? [{ path: 'tipo', key: 'servicefee.duplicado' }] : [];
  },
};

/**
 * FEE-16, FEE-17, CST-31: an existing fee is edited from tomorrow on: `fechaDesde` must be tomorrow
 * or later, the message naming tomorrow as dd/MM/yyyy (FEE-OP03). A new fee may start any day.
 */
const fechaAlEditar: RuleDefinition = {
  name: 'servicefee.fechaAlEditar',
  fields: ['fechaDesde'],
  validate(record, ctx) {
    if (ctx.mode !== 'edit' || typeof record.fechaDesde !== 'string' || !record.fechaDesde) return [];
    const tomorrow = toIsoDate(addDays(ctx.ports.today(), 1));
    return record.fechaDesde < tomorrow ? [{ path: 'fechaDesde', key: 'servicefee.fechaAlEditar', args: { date: formatDate(tomorrow) } }] : [];
  },
};

/**
 * FEE-06, FEE-OP04, CST-32: `condicion` 1 is a fixed amount, which must be greater than 0 (its
 * `moneda` is required by the schema); any other condition is a percentage from 0 to 100. The
 * amount's shape (2 decimals) is the `moneda` mask's.
 */
const importe: RuleDefinition = {
  name: 'servicefee.importe',
  fields: ['importe', 'condicion'],
  validate(record: RecordData) {
    if (isBlank(record.importe) || isBlank(record.condicion) || !/^-?\d+(?:\.\d+)?$/.test(String(record.importe))) return [];
    const amount = new Decimal(String(record.importe));
    if (record.condicion === '1') return amount.gt(0) ? [] : [{ path: 'importe', key: 'servicefee.importeFijo' }];
    return amount.gte(0) && amount.lte(100) ? [] : [{ path: 'importe', key: 'servicefee.importePorcentaje' }];
  },
};

/** FEE-07: a fee belongs to one owner, an account or a supplier. */
const titular = oneOwnerRule({ name: 'servicefee.titular', fields: [...OWNER_FIELDS], key: 'servicefee.titular' });

export const rules: RuleDefinition[] = [titular, duplicado, fechaAlEditar, importe];
