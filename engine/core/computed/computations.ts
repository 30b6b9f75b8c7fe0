/**
 * Server computations of `x-computed` fields, by the name a schema gives in `computation`: a
 * function of the record (and of the lookups, through a port) that gives the field's value. The
 * server runs it on every create and update inside the write, replacing whatever the body said,
 * and the form asks the server for a preview (`POST /api/modulos/<m>/calcular`): the browser never
 * decides the value. Built in: `finalFee` (FEE-10). Registering a name twice throws; an unknown
 * name is a start-up problem of the schema that names it.
 */
import { finalFeeComputation } from '../fees/finalFeeComputation';
import type { Computation } from './computation';

export type { Computation, ComputationPorts, ComputationResult } from './computation';

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
