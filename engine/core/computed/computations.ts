/**
 * Server computations of `x-computed` fields, by the name a schema gives in `computation`: a
 * function of the record (and of the lookups, through a port) that gives the field's value. The
 * server runs it on every create and update inside the write, replacing whatever the body said,
 * and the form asks the server for a preview (`POST /api/modulos/<m>/calcular`): the browser never
 * decides the value. Built in: `finalFee` (FEE-10). Registering a name twice throws; an unknown
 * name is a start-up problem of the schema that names it.
 */
import { finalFeeComputation } from '../fees/finalFeeComputation';

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

const computations = new Map<string, Computation>([['finalFee', finalFeeComputation]]);

/** Registers a computation; a name registered twice throws. */
export function registerComputation(name: string, computation: Computation): void {
  if (computations.has(name)) throw new Error(`El cálculo '${name}' ya está registrado`);
  computations.set(name, computation);
}

/** True when `name` is registered. */
export const hasComputation = (name: string): boolean => computations.has(name);

/** The computation `name`; an unknown name throws naming who referenced it. */
export function computationOf(name: string, referencedBy = 'el esquema'): Computation {
  const computation = computations.get(name);
  if (!computation) throw new Error(`El cálculo '${name}' referenciado en ${referencedBy} no está registrado`);
  return computation;
}
