/**
 * Keeps an open form's unsaved data in the browser (SHR-OP01 override) and offers it back when the
 * form opens again, even after an idle logout and a new login. Thin over engine/core draftStore
 * and draftPolicy: writes are debounced and happen only while the form differs from what was
 * loaded; nothing is read or written read-only or without a signed-in user. Only the user's edits
 * count (a form nobody touched offers nothing): until the user first acts on the form
 * (`touch`), whatever the form does by itself (rjsf defaults, derived fields decided once their
 * texts arrive, a rule's fill) becomes the starting point the edits are measured from.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isDirty, shouldOfferDraft } from '../../core/draftPolicy';
import { draftKey, pruneDrafts, readDraft, removeDraft, writeDraft, type Draft, type DraftStorage } from '../../core/draftStore';
import { useSession } from '../session/SessionProvider';
import { browserDraftStorage } from './browserDraftStorage';

type Data = Readonly<Record<string, unknown>>;

/** Idle typing time before the draft is written. */
export const DRAFT_DEBOUNCE_MS = 500;

export interface FormDraftOptions {
  readonly module: string;
  /** Record id; undefined when creating. */
  readonly recordId?: number;
  /** The data the form was opened with. */
  readonly loaded: Data;
  /** The version the current edits started from. */
  readonly version?: number;
  /** The form's current data. */
  readonly data: Data;
  /** False when read-only: nothing is offered or kept. */
  readonly enabled: boolean;
  readonly storage?: DraftStorage;
  readonly now?: () => number;
}

/** The draft on offer, whether the form is dirty, and the draft's lifecycle calls. */
export function useFormDraft({ module, recordId, loaded, version, data, enabled, storage = browserDraftStorage, now = Date.now }: FormDraftOptions) {
  const { principal } = useSession();
  const key = enabled && principal?.username ? draftKey({ username: principal.username, module, id: recordId }) : null;
  const [offer, setOffer] = useState<Draft | null>(() => {
    if (!key) return null;
    pruneDrafts(storage, now());
    const kept = readDraft(storage, key, now());
    return shouldOfferDraft(kept, loaded) ? kept : null;
  });
  // Untouched, the form's own data is its starting point; the first user action freezes it.
  const [touched, setTouched] = useState(false);
  const start = useRef<Data>(loaded);
  if (!touched) start.current = data;
  const dirty = useMemo(() => touched && isDirty(loaded, data) && isDirty(start.current, data), [touched, loaded, data]);
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The data a save (or a let-go) cleared the draft of: no write keeps it again, only a later edit does.
  const cleared = useRef<Data | null>(null);

  useEffect(() => {
    // While the offer is open the form still shows the loaded data: keep the draft untouched.
    if (!key || offer) return;
    const write = () => {
      pending.current = null;
      if (cleared.current === data) return;
      if (dirty) writeDraft(storage, key, { savedAt: new Date(now()).toISOString(), version: version ?? null, datos: data });
      else removeDraft(storage, key);
    };
    pending.current = write;
    timer.current = setTimeout(write, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [key, offer, dirty, data, version, storage, now]);
  // Leaving (logout, navigation) before the debounce fires still keeps the last keystrokes.
  useEffect(() => () => pending.current?.(), []);

  const dataRef = useRef(data);
  dataRef.current = data;
  const clear = useCallback(() => {
    // A write the debounce still holds (edits typed just before Guardar) must not bring the draft back after the save.
    clearTimeout(timer.current);
    pending.current = null;
    cleared.current = dataRef.current;
    if (key) removeDraft(storage, key);
  }, [key, storage]);

  return {
    /** The kept draft to offer, or null. */
    offer,
    /** True when the form differs from what was loaded. */
    dirty,
    /** Takes the offered draft (the form then shows it and keeps saving it). */
    accept: (): Draft | null => {
      setOffer(null);
      // The restored edits are the user's: they are kept, and leaving asks.
      setTouched(true);
      return offer;
    },
    /** Drops the offered draft. */
    discard: () => {
      clear();
      setOffer(null);
    },
    /** Forgets the draft: after a save, or when the user lets the edits go. */
    clear,
    /** The user acted on the form (typed, clicked a control): from now on its changes are edits. */
    touch: useCallback(() => setTouched(true), []),
  };
}
