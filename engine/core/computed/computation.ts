/** The shape of an `x-computed` field's server computation (computations.ts registers them by name). */

/** What a computation may ask the outside world (the database on the server). */
export interface ComputationPorts {
  /** The vigente rows of a lookup (combo), in order, with their `extra`. */
  lookupRows(combo: string): Promise<ReadonlyArray<{ readonly codigo: string; readonly extra?: unknown }>>;
}

/** A computation's answer: the value, or `failed` when the inputs are present but cannot give one. */
export type ComputationResult = { readonly value: unknown } | { readonly failed: true };

export interface Computation {
  /** The record fields it reads: the form asks again when one of them changes. */
  readonly fields: readonly string[];
  /** The value for `record`; `{ value: null }` while an input it needs is still empty. */
  compute(record: Readonly<Record<string, unknown>>, ports: ComputationPorts): Promise<ComputationResult>;
}
