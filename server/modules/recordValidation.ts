/**
 * The server's judgement of a record to create, outside a request (a bulk import judges thousands
 * of rows, decision 153): the same pieces a create route runs, in the same order — storable text,
 * the module schema as the create body compiles it (labels, `x-message`, blank required fields),
 * the combo codes (comboValueProblems, each combo's options read once), then the module's rules
 * (`x-rules`, masks, `x-unique`) on the fields the schema accepted. Each problem is a field and
 * its Spanish message, as the form's 400 says it. The `exists` port may be given (a batch asks the
 * unique values of many rows in one query); by default it asks as a save does.
 */
import type { FastifyInstance } from 'fastify';
import type { ErrorObject } from 'ajv';
import { t } from '../../engine/core/messages';
import { fieldLabeler } from '../../engine/core/fieldLabels';
import { comboValueProblems, comboValues } from '../../engine/core/lookups/comboValueProblems';
import type { FilterableOption } from '../../engine/core/lookups/lookupFilter';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import { findUnstorableText, fieldPathOf } from '../../engine/core/text/storableText';
import type { ValidatorPorts } from '../../engine/core/validators';
import type { RequestUser } from '../auth/principal';
import { ajvErrorsToProblems, invalidRecordFields } from '../http/ajvErrors';
import type { FieldProblem } from '../http/httpError';
import { blankAwareValidator, makeAjv } from '../http/validatorCompiler';
import { createBody } from './moduleSchemas';
import { recordMatches } from './recordQueries';
import { companyToday } from '../../engine/core/format/companyToday';

type Services = Pick<FastifyInstance, 'db' | 'registry' | 'config' | 'lookups'>;

export interface RecordValidator {
  /** The problems of `datos` as a create by `principal` would find them (empty: it may be stored). */
  problems(datos: Record<string, unknown>, principal: RequestUser, exists?: ValidatorPorts['exists']): Promise<FieldProblem[]>;
}

/** A validator of `module`'s creates; its schema is compiled once, each combo's options read once. */
export function recordValidator(app: Services, module: RegisteredModule): RecordValidator {
  const validate = blankAwareValidator(makeAjv({ coerceTypes: false }).compile(createBody(module))) as ((data: unknown) => boolean) & {
    errors?: ErrorObject[] | null;
  };
  const labelOf = fieldLabeler(module.schema);
  const label = (path: string) => (Object.hasOwn(module.labels, path) ? module.labels[path] : labelOf(path));
  const options = new Map<string, Promise<FilterableOption[]>>();
  const optionsOf = (combo: string) => {
    let found = options.get(combo);
    if (!found) {
      found = app.db.selectFrom('lookups').select(['codigo', 'descripcion', 'extra']).where('combo', '=', combo).execute();
      options.set(combo, found);
    }
    return found;
  };
  return {
    async problems(datos, principal, exists) {
      const bad = findUnstorableText(datos);
      if (bad) {
        const path = fieldPathOf(bad).join('.');
        return [{ path, mensaje: t('validation.controlCharacters', { field: label(fieldPathOf(bad)[0] ?? path) }) }];
      }
      const errors = validate({ datos }) ? [] : [...(validate.errors ?? [])];
      const problems: FieldProblem[] = ajvErrorsToProblems(errors, { module: module.name, schema: module.schema }).map((p) => ({
        path: p.path.replace(/^datos\.?/, ''),
        mensaje: p.mensaje,
      }));
      const invalid = invalidRecordFields(errors);
      const values = comboValues(module.schema, datos).filter((value) => !invalid.has(value.field));
      const loaded = new Map(await Promise.all([...new Set(values.map((v) => v.combo))].map(async (combo) => [combo, await optionsOf(combo)] as const)));
      for (const issue of comboValueProblems(values, (combo) => loaded.get(combo), label))
        problems.push({ path: issue.path, mensaje: t(issue.key, issue.args) });
      const issues = await app.registry.validators.runOnValid(
        module.ruleNames,
        datos,
        {
          mode: 'create',
          module: module.name,
          company: app.config.company,
          principal,
          ports: {
            exists: exists ?? ((m, field, value, excludeId, within) => app.lookups.exists(principal, 'save', m, field, value, excludeId, within)),
            existsMatching: (m, values, o) => recordMatches(app.db, m, values, o),
            today: () => companyToday(),
          },
        },
        invalid,
      );
      for (const issue of issues) if (!issue.confirm) problems.push({ path: issue.path, mensaje: t(issue.key, issue.args) });
      return problems;
    },
  };
}
