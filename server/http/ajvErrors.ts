/**
 * Turns ajv errors into Spanish field problems with the one mapping the form uses
 * (engine/core/validationMessage.ts): fields named by their label, a rule's own `x-message`, the
 * failure of an `if` condition never reported. A module route passes its module (labels and
 * messages of its schema); elsewhere the failing keyword's schema gives the label.
 */
import type { ErrorObject } from 'ajv';
import { fieldLabeler } from '../../engine/core/fieldLabels';
import { t } from '../../engine/core/messages';
import { errorPath, reportedErrors, validationMessage, type MessageSource, type SchemaErrorLike } from '../../engine/core/validationMessage';
import type { FieldProblem } from './httpError';

/** The record's schema inside a write body: its errors are about the record's fields. */
const RECORD = { instance: '/datos', schema: '#/properties/datos' };

interface Located extends SchemaErrorLike {
  readonly inRecord: boolean;
  readonly source: ErrorObject;
}

/** The error as the core mapping reads it; the body prefix (`datos`) is dropped: fields are named as the form knows them. */
function locate(error: ErrorObject): Located {
  const inRecord = error.instancePath === RECORD.instance || error.instancePath.startsWith(`${RECORD.instance}/`);
  const instancePath = inRecord ? error.instancePath.slice(RECORD.instance.length) : error.instancePath;
  const schemaPath = inRecord && error.schemaPath.startsWith(RECORD.schema) ? `#${error.schemaPath.slice(RECORD.schema.length)}` : error.schemaPath;
  return { name: error.keyword, params: error.params, property: instancePath.split('/').filter(Boolean).join('.'), schemaPath, inRecord, source: error };
}

/** Without the module: the title the failing keyword's schema gives the field. */
function labelFromParent(error: ErrorObject, path: string): string {
  const leaf = path.split('.').pop() ?? path;
  const parent = error.parentSchema as { title?: string; properties?: Record<string, { title?: string }> } | undefined;
  if (error.keyword === 'required' || error.keyword === 'additionalProperties') return parent?.properties?.[leaf]?.title ?? leaf;
  return parent?.title ?? leaf;
}

/** The record fields with a schema problem (top-level names), so that rules on them can be skipped. */
export function invalidRecordFields(errors: readonly ErrorObject[]): Set<string> {
  return new Set(reportedErrors(errors.map(locate)).flatMap((e) => (e.inRecord ? [errorPath(e).split('.')[0]] : [])));
}

/** True when the body or its record (`datos`) is missing or not an object: no check can read the record. */
export function recordUnreadable(errors: readonly ErrorObject[]): boolean {
  return errors.some(
    (e) =>
      ((e.instancePath === RECORD.instance || e.instancePath === '') && e.keyword === 'type') ||
      (e.instancePath === '' && e.keyword === 'required' && e.params.missingProperty === 'datos'),
  );
}

/** One problem per field (what a person can act on), in the order ajv found them. */
export function ajvErrorsToProblems(errors: readonly ErrorObject[], module?: MessageSource): FieldProblem[] {
  // The record as a whole (`datos` of the wrong type) is named by the module's title.
  const labelOfRecord = module ? (p: string) => (p ? fieldLabeler(module.schema)(p) : String((module.schema as { title?: string }).title ?? '')) : undefined;
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const error of reportedErrors(errors.map(locate))) {
    const path = errorPath(error);
    if (seen.has(path)) continue;
    seen.add(path);
    const inModule = error.inRecord && module;
    const labelOf = (p: string) => (inModule && labelOfRecord ? labelOfRecord(p) : labelFromParent(error.source, p)) || 'solicitud';
    const { key, args } = validationMessage(error, labelOf, inModule ? module : undefined);
    problems.push({ path, mensaje: t(key, args) });
  }
  return problems;
}
