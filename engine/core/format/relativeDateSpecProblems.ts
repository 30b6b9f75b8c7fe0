/**
 * Checks a relative date spec (`ui:options.default`) against `relativeDateSchema` when a module is
 * registered, so a malformed spec stops start-up instead of throwing when the form renders. The
 * registry also runs in the browser, where the CSP forbids compiling ajv validators (`new
 * Function`): this reads the schema's own small vocabulary (object, `additionalProperties: false`,
 * `integer` and `pattern` properties) instead; a property test keeps it equal to ajv.
 */
import { relativeDateSchema } from './resolveRelativeDate';

export interface SpecProblem {
  /** JSON pointer inside the spec (`''` for the spec itself, `/at`). */
  readonly path: string;
  readonly message: string;
}

type PropertySchema = { readonly type: string; readonly pattern?: string };
const properties = relativeDateSchema.properties as Readonly<Record<string, PropertySchema>>;

/** What is wrong with one property's value, or null. */
function valueProblem(value: unknown, schema: PropertySchema): string | null {
  if (schema.type === 'integer') return typeof value === 'number' && Number.isInteger(value) ? null : 'debe ser un entero';
  if (typeof value !== 'string') return 'debe ser un texto';
  return schema.pattern && !new RegExp(schema.pattern, 'u').test(value) ? 'debe tener la forma HH:mm' : null;
}

/** Every problem of `spec` (empty when it is a valid `RelativeDateSpec`). */
export function relativeDateSpecProblems(spec: unknown): SpecProblem[] {
  if (spec === null || typeof spec !== 'object' || Array.isArray(spec))
    return [{ path: '', message: 'debe ser un objeto como { "days": -7 } o { "at": "10:00" }' }];
  const problems: SpecProblem[] = [];
  for (const [key, value] of Object.entries(spec)) {
    const schema = properties[key];
    const problem = schema ? valueProblem(value, schema) : `propiedad desconocida (admite ${Object.keys(properties).join(', ')})`;
    if (problem) problems.push({ path: `/${key}`, message: problem });
  }
  return problems;
}
