/**
 * "Derived field until touched" in the form (engine/core/form/derivedFields): keeps which derived
 * fields the user edited (an existing record's differing value counts) and gives the data with the
 * untouched ones following their sources. Parts that read a combo description or a linked
 * record's name (useDerivedTexts) may still be loading: a loaded record's derived field is then
 * undecided, and a derivation that waited is applied by `settle` once its texts arrive (the form
 * calls it when `signature` changes).
 */
import { useRef } from 'react';
import { applyDerived, derivedSpecs, initialTouched, nextTouched, settleDerived, undecidedDerived, waitingDerived } from '../../core/form/derivedFields';
import type { PartText } from '../../core/form/derivedParts';
import type { ModuleSchema } from '../../core/schemaRegistry';
import type { RecordData } from '../data/types';
import { useDerivedTexts } from './useDerivedTexts';

interface DerivedState {
  touched: Set<string>;
  /** Stored values whose texts were loading: edited or not is decided when they arrive. */
  undecided: Set<string>;
  /** Untouched fields whose derivation waited on a text. */
  waiting: Set<string>;
}

const startState = (schema: ModuleSchema, data: RecordData, textOf: PartText): DerivedState => ({
  touched: initialTouched(schema, data, textOf),
  undecided: undecidedDerived(schema, data, textOf),
  waiting: new Set(),
});

/** Derivation for one form showing `data` (loaded from `loaded`); `reset` starts over from replaced data (draft, conflict merge). */
export function useDerivedFields(schema: ModuleSchema, loaded: RecordData, data: RecordData) {
  const texts = useDerivedTexts(schema, data);
  const { textOf } = texts;
  const state = useRef<DerivedState | null>(null);
  state.current ??= startState(schema, loaded, textOf);
  const live = () => state.current!;
  return {
    /** The data after a change from `before` to `after`, with untouched derived fields updated. */
    derive: (before: RecordData, after: RecordData): RecordData => {
      const current = live();
      current.touched = nextTouched(schema, before, after, current.touched, textOf);
      // A field the user changed is decided by the user.
      for (const field of current.undecided) if (before[field] !== after[field]) current.undecided.delete(field);
      const result = applyDerived(schema, after, current.touched, textOf);
      current.waiting = waitingDerived(schema, result, current.touched, textOf);
      return result;
    },
    /** The data once texts arrived: undecided fields decided, waiting derivations applied (the same object when nothing changes). */
    settle: (data: RecordData): RecordData => {
      const current = live();
      const settled = settleDerived(schema, data, current.touched, current.undecided, textOf);
      current.touched = settled.touched;
      current.undecided = settled.undecided;
      if (!current.waiting.size) return data;
      const notWaiting = new Set(Object.keys(derivedSpecs(schema)).filter((field) => !current.waiting.has(field)));
      const result = applyDerived(schema, data, new Set([...current.touched, ...notWaiting]), textOf);
      current.waiting = new Set([...waitingDerived(schema, result, current.touched, textOf)].filter((field) => current.waiting.has(field)));
      return result;
    },
    /** Changes when a text of the current values becomes known. */
    signature: texts.signature,
    /** For the link fields (formContext): a picked record's name. */
    reportLinkName: texts.reportLinkName,
    reset: (data: RecordData) => {
      state.current = startState(schema, data, textOf);
    },
  };
}
