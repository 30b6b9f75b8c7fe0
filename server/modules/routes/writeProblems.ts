/**
 * Every problem of a write in one 400: the schema's (labels, `x-message`), those the write checks
 * reported (combo codes, linked records, encrypted redactions) and the rules' (x-rules, masks,
 * x-unique), the rules reading only fields the schema accepted.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { t } from '../../../engine/core/messages';
import type { RegisteredModule } from '../../../engine/core/schemaRegistry';
import type { ValidationContext } from '../../../engine/core/validators';
import type { RequestUser } from '../../auth/principal';
import { HttpError } from '../../http/httpError';
import { toHttpError } from '../../http/errorHandler';
import { invalidRecordFields } from '../../http/ajvErrors';
import { recordMatches } from '../recordQueries';
import { bodySchemaErrors, reportProblem, reportedProblems } from '../writeRequest';
import { companyToday } from '../../../engine/core/format/companyToday';

/** Throws the write's 400 when the schema, a write check or a rule found a problem in `datos`. */
export async function refuseProblems(
  app: Pick<FastifyInstance, 'db' | 'registry' | 'config' | 'lookups'>,
  request: FastifyRequest,
  module: RegisteredModule,
  datos: Record<string, unknown>,
  ctx: Omit<ValidationContext, 'ports' | 'module'>,
): Promise<void> {
  const schemaErrors = bodySchemaErrors(request);
  // The schema's x-rules and the rules derived from its masked fields (x-mask) and x-unique.
  const issues = await app.registry.validators.runOnValid(
    module.ruleNames,
    datos,
    {
      ...ctx,
      module: module.name,
      company: app.config.company,
      ports: {
        exists: (m, field, value, excludeId, within) => app.lookups.exists(ctx.principal as RequestUser, 'save', m, field, value, excludeId, within),
        existsMatching: (m, values, o) => recordMatches(app.db, m, values, o),
        today: () => companyToday(),
      },
    },
    invalidRecordFields(schemaErrors),
  );
  const schema = schemaErrors.length ? toHttpError(request.validationError as FastifyError, request.routeOptions.config) : undefined;
  const problems = [
    ...(schema?.campos ?? []),
    ...reportedProblems(request),
    ...issues.map((issue) => ({ path: issue.path, mensaje: t(issue.key, issue.args) })),
  ];
  if (problems.length) throw new HttpError(400, 'validacion', schema?.message ?? problems[0].mensaje, problems);
}

/** Encrypted fields sent as a redaction that is not the stored value's: reported with the write's other problems (x-encrypted). */
export function refuseRedacted(request: FastifyRequest, module: RegisteredModule, fields: readonly string[]): void {
  for (const field of fields) reportProblem(request, { path: field, mensaje: t('encrypted.redacted', { campo: module.labels[field] ?? field }) });
}
