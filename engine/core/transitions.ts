/**
 * Record transitions (SUP-17, SUP-18, SUP-27, SUP-39, SUP-OP06): a configured change of a record's
 * state (`modules.<m>.transitions`: a supplier pending → authorised or rejected) that a user with the
 * transition's guard runs on a record in the transition's starting state, after a confirmation that
 * may ask for an optional reason. One definition for the server (the route, the guard, the state
 * check, the values written) and the browser (the button shown by permission and state, the dialog,
 * the messages, where it goes afterwards).
 */
import { canAccess, type Principal } from './permissions';
import type { TransitionConfig } from './screenConfig.generated';

/** A transition as the module config declares it: generated from the meta-schema. */
export type { TransitionConfig } from './screenConfig.generated';

/** The longest reason stored. */
export const MAX_TRANSITION_REASON = 500;

/** The route of a transition (`:id` the record's). */
export function transitionPath(module: string, transition: TransitionConfig): string {
  return transition.path ?? `/api/modulos/${module}/:id/transiciones/${transition.name}`;
}

/** Whether the record is in the transition's starting state. */
export function inStartingState(transition: TransitionConfig, datos: Readonly<Record<string, unknown>>): boolean {
  return datos[transition.from.field] === transition.from.equals;
}

/** Whether the user may run the transition on this record now (offered in the browser, accepted by the server). */
export function transitionApplies(principal: Principal | null | undefined, transition: TransitionConfig, datos: Readonly<Record<string, unknown>>): boolean {
  return canAccess(principal, transition.access, datos) && inStartingState(transition, datos);
}

/** The values the transition writes, with the reason when it takes one and one was given (trimmed). */
export function transitionValues(transition: TransitionConfig, reason?: string): Record<string, unknown> {
  const given = reason?.trim();
  return transition.reason && given ? { ...transition.set, [transition.reason]: given } : { ...transition.set };
}

/** The transition `name` among a module's (the config check makes sure a screen names only declared ones). */
export function transitionOf(transitions: readonly TransitionConfig[] | undefined, name: string): TransitionConfig {
  const found = transitions?.find((tr) => tr.name === name);
  if (!found) throw new Error(`Transición desconocida '${name}'`);
  return found;
}
