/** Turns ajv errors into Spanish field problems using the schema's titles as labels. */
import type { ErrorObject } from 'ajv';
import { t } from '../../engine/core/messages';
import type { FieldProblem } from './httpError';

const byKeyword: Record<string, string> = {
  required: 'validation.required',
  type: 'validation.type',
  maxLength: 'validation.maxLength',
  minLength: 'validation.minLength',
  additionalProperties: 'validation.unknownField',
  minimum: 'validation.range',
  maximum: 'validation.range',
  enum: 'validation.enum',
  const: 'validation.enum',
  pattern: 'validation.pattern',
  format: 'validation.pattern',
};

/** The body prefix (`datos`) is dropped from paths: fields are named as the form knows them. */
function fieldPath(error: ErrorObject): string {
  const base = error.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  if (error.keyword === 'required') base.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') base.push(String(error.params.additionalProperty));
  if (base[0] === 'datos') base.shift();
  return base.join('.');
}

function label(error: ErrorObject, path: string): string {
  const leaf = path.split('.').pop() ?? path;
  const parent = error.parentSchema as { title?: string; properties?: Record<string, { title?: string }> } | undefined;
  if (error.keyword === 'required' || error.keyword === 'additionalProperties') {
    return parent?.properties?.[leaf]?.title ?? leaf;
  }
  return parent?.title ?? leaf;
}

export function ajvErrorsToProblems(errors: readonly ErrorObject[]): FieldProblem[] {
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const error of errors) {
    const path = fieldPath(error);
    if (seen.has(path)) continue; // one message per field is what a person can act on
    seen.add(path);
    const key = byKeyword[error.keyword] ?? 'validation.generic';
    const limit = (error.params as { limit?: number }).limit ?? '';
    problems.push({ path, mensaje: t(key, { field: label(error, path) || 'solicitud', limit }) });
  }
  return problems;
}
