/**
 * Removing a record from its parent's list (CRD-13, FEE-14, NOT-13, BAC-11): the link lists' row
 * rule (LNK-29, `removeRow`) applied to child records that are saved on their own. A record new in
 * the parent's current editing session (created there by this user and not changed since, CRD-OP06)
 * is deleted at once; any other record is saved, so it is marked `eliminar`: taken out of use
 * (`vigente` off), kept with its history, and it can be un-marked (LNK-30). The browser says which
 * records it created in this session; the server believes it only when the stored record agrees.
 */

/** What removing does to the record. */
export type Removal = 'delete' | 'mark';

/** What the removal rule reads. */
export interface RemovalFacts {
  /** The caller says the record was created in the parent's current editing session. */
  readonly claimedNew: boolean;
  /** Who created the stored record (user id), null when unknown (seeded). */
  readonly createdBy: number | null;
  /** The user removing it. */
  readonly userId: number;
  /** The stored record's version: 1 while nobody changed it since it was created. */
  readonly version: number;
}

/** `delete` for a record new in this session (claimed, created by this user, never changed); `mark` otherwise. */
export function removalOf(facts: RemovalFacts): Removal {
  return facts.claimedNew && facts.createdBy !== null && facts.createdBy === facts.userId && facts.version === 1 ? 'delete' : 'mark';
}
