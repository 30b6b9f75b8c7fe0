/**
 * `x-computed` fields: a read-only field whose value the server computes with a registered
 * computation (computations.ts) on every create and update, and which the form shows by asking
 * the server (`POST /api/modulos/<m>/calcular`) when one of the computation's fields changes.
 *
 *   "finalFee": { "type": "string", "readOnly": true,
 *     "x-computed": { "computation": "finalFee", "debounceMs": 500, "message": "calcError" } }
 *
 * `message` (a key of the module's messages, or of the catalogue) is said when the computation
 * fails (400 on a save, a danger notice in the form); default `computed.error`.
 */
import { hasMessage } from '../messages';
import { computationOf, hasComputation, type ComputationPorts } from './computations';

type PropertiesLike = Readonly<Record<string, { readonly [keyword: string]: unknown }>>;
type SchemaLike = { readonly 'x-module'?: unknown; readonly properties: PropertiesLike };

export interface ComputedSpec {
  readonly computation: string;
  /** How long the form waits after the last change before asking (default 500 ms, FEE-OP07). */
  readonly debounceMs?: number;
  /** Message key said when the computation fails. */
  readonly message?: string;
}

/** Default wait of the form before it asks for a computed value. */
export const COMPUTE_DEBOUNCE_MS = 500;

/** The `x-computed` fields of a schema, by field name. */
export function computedSpecs(schema: SchemaLike): Record<string, ComputedSpec> {
  const specs: Record<string, ComputedSpec> = {};
  for (const [field, property] of Object.entries(schema.properties)) {
    const spec = property['x-computed'];
    if (spec && typeof spec === 'object') specs[field] = spec as ComputedSpec;
  }
  return specs;
}

/** The fields whose change makes the form ask again for `field` (its computation's inputs). */
export const computedInputs = (spec: ComputedSpec): readonly string[] => computationOf(spec.computation).fields;

/** The message key of a failed computation in `module`: `<module>.<message>`, or the generic `computed.error`. */
export const computedMessageKey = (module: string, spec: ComputedSpec): string => (spec.message ? `${module}.${spec.message}` : 'computed.error');

export interface ComputedOutcome {
  /** The computed values by field (null when an input is still empty). */
  readonly values: Record<string, unknown>;
  /** The fields whose computation failed. */
  readonly failed: readonly string[];
}

/** Runs every computed field of `schema` on `record`. */
export async function computeFields(schema: SchemaLike, record: Readonly<Record<string, unknown>>, ports: ComputationPorts): Promise<ComputedOutcome> {
  const values: Record<string, unknown> = {};
  const failed: string[] = [];
  for (const [field, spec] of Object.entries(computedSpecs(schema))) {
    const result = await computationOf(spec.computation).compute(record, ports);
    if ('failed' in result) failed.push(field);
    else values[field] = result.value;
  }
  return { values, failed };
}

/** Start-up problems of the `x-computed` annotations of `module` (`path: message` lines; its messages are registered first). */
export function computedFieldProblems(module: string, schema: SchemaLike): string[] {
  const problems: string[] = [];
  for (const [field, spec] of Object.entries(computedSpecs(schema))) {
    const at = `/properties/${field}/x-computed`;
    if (typeof spec.computation !== 'string' || !hasComputation(spec.computation)) {
      problems.push(`${at}/computation: el cálculo '${String(spec.computation)}' no está registrado`);
      continue;
    }
    if (schema.properties[field].readOnly !== true) problems.push(`${at}: un campo calculado debe ser 'readOnly: true' (lo escribe el servidor)`);
    for (const input of computationOf(spec.computation).fields) {
      if (!(input in schema.properties)) problems.push(`${at}: el cálculo '${spec.computation}' lee el campo '${input}', que no existe`);
    }
    if (spec.message !== undefined && !hasMessage(computedMessageKey(module, spec)))
      problems.push(`${at}/message: falta el mensaje '${String(spec.message)}' en ${module}.messages.json`);
    if (spec.debounceMs !== undefined && (typeof spec.debounceMs !== 'number' || spec.debounceMs < 0))
      problems.push(`${at}/debounceMs: debe ser un número de milisegundos`);
  }
  return problems;
}
