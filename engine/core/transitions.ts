/**
 * Record transitions (SUP-17, SUP-18, SUP-27, SUP-39, SUP-OP06): a configured change of a record's
 * state (`modules.<m>.transitions`: a supplier pending → authorised or rejected) that a user with the
 * transition's guard runs on a record in the transition's starting state, after a confirmation that
 * may ask for an optional reason. One definition for the server (the route, the guard, the state
 * check, the values written) and the browser (the button shown by permission and state, the dialog,
 * the messages, where it goes afterwards).
 */
import { canAccess, type Guard, type Principal } from './permissions';

export interface TransitionConfig {
  /** Key of the transition, unique in the module (`autorizar`). */
  readonly name: string;
  /** The button's label and the confirmation's accept button (`Autorizar`). */
  readonly label: string;
  /** Blueprint icon of the button. */
  readonly icon?: string;
  readonly intent?: 'success' | 'danger' | 'primary' | 'warning';
  /** Who may run it (SUP-39: admins), decided on the record (its record clauses too). */
  readonly access: Guard;
  /** The state the record must be in (SUP-27: `estado` = 1); otherwise refused (409) and not offered. */
  readonly from: { readonly field: string; readonly equals: string | number | boolean };
  /** The values written (`estado` = 2). */
  readonly set: Readonly<Record<string, string | number | boolean>>;
  /** A field the confirmation's optional reason is written to (`motivoRechazo`, SUP-OP06). */
  readonly reason?: string;
  /** The route (`/api/proveedores/autorizacion/:id/autorizar`); default `/api/modulos/<m>/:id/transiciones/<name>`. */
  readonly path?: string;
  /** Message keys: the confirmation, the reason's label, success, failure, the denial and the wrong-state refusal. */
  readonly confirmMessage: string;
  readonly reasonLabel?: string;
  readonly doneMessage: string;
  readonly errorMessage: string;
  readonly deniedMessage?: string;
  readonly refusedMessage: string;
  /** Screen id opened once done (SUP-17: the suppliers list); absent: the record stays shown. */
  readonly returnTo?: string;
}

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
