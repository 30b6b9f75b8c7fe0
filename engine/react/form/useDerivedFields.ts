/**
 * "Derived field until touched" in the form (engine/core/form/derivedFields): keeps which derived
 * fields the user edited (an existing record's differing value counts) and gives the data with the
 * untouched ones following their sources.
 */
import { useRef } from 'react';
import { applyDerived, initialTouched, nextTouched } from '../../core/form/derivedFields';
import type { ModuleSchema } from '../../core/schemaRegistry';
import type { RecordData } from '../data/types';

/** Derivation for one form; `reset` starts over from replaced data (draft, conflict merge). */
export function useDerivedFields(schema: ModuleSchema, loaded: RecordData) {
  const touched = useRef<Set<string>>(initialTouched(schema, loaded));
  return {
    /** The data after a change from `before` to `after`, with untouched derived fields updated. */
    derive: (before: RecordData, after: RecordData): RecordData => {
      touched.current = nextTouched(schema, before, after, touched.current);
      return applyDerived(schema, after, touched.current);
    },
    reset: (data: RecordData) => {
      touched.current = initialTouched(schema, data);
    },
  };
}
