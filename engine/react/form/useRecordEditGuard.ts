/**
 * A record form's unsaved edits: kept as a draft while the user types and offered when the form
 * opens again (SHR-OP01 override), and asked about before a route change or closing the tab drops
 * them. A form nobody touched keeps no draft; a stored record lets go of both at once.
 */
import { useRef } from 'react';
import { useFormDraft } from '../drafts/useFormDraft';
import { useLeaveGuard } from '../drafts/useLeaveGuard';
import type { RecordData } from '../data/types';

export interface RecordEditGuardOptions {
  readonly module: string;
  readonly recordId?: number;
  /** What the form opened on (the stored record, or the new record's fixed fields). */
  readonly loaded: RecordData;
  /** The version the edits started from, stored with the draft. */
  readonly version?: number;
  readonly data: RecordData;
  /** Off for a read-only form and for a form in a dialog (the dialog asks before it drops edits). */
  readonly enabled: boolean;
}

/** The draft on offer and the leave question. */
export function useRecordEditGuard({ module, recordId, loaded, version, data, enabled }: RecordEditGuardOptions) {
  const draft = useFormDraft({ module, recordId, loaded, version, data, enabled });
  // Set once a save succeeded, so that the navigation after it is not held.
  const stored = useRef(false);
  const blocker = useLeaveGuard(() => enabled && !stored.current && draft.dirty);
  return {
    /** The kept draft offered when the form opened, or null. */
    offer: draft.offer,
    accept: draft.accept,
    discard: draft.discard,
    /** Forgets the draft (the shown data was replaced by the stored record). */
    clear: draft.clear,
    /** The user acted on the form: its changes from now on are edits (kept as a draft, asked about on leaving). */
    touch: draft.touch,
    /** The record was stored: the draft goes and the navigation after the save is not held. */
    stored: () => {
      draft.clear();
      stored.current = true;
    },
    /** The user changed a value after a save: leaving asks again. */
    edited: () => {
      stored.current = false;
    },
    /** True while a route change waits for "leave or stay". */
    leaving: blocker.state === 'blocked',
    /** Leaves without saving: the edits are let go. */
    leave: () => {
      draft.clear();
      blocker.proceed?.();
    },
    stay: () => blocker.reset?.(),
  };
}

export type RecordEditGuard = ReturnType<typeof useRecordEditGuard>;
