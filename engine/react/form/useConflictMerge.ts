/**
 * The field-by-field conflict of a stale save (409): the server's current record, the values the
 * user tried to save, who changed each field since (from `historial`), the user's choice per field
 * and the merged data (engine/core/form/conflictMerge).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  conflictFields,
  defaultChoice,
  lastChange,
  mergeConflict,
  type ConflictChoice,
  type ConflictField,
  type LastChange,
} from '../../core/form/conflictMerge';
import type { ModuleRecord, RecordData } from '../data/types';
import { queryKeys } from '../data/queryKeys';
import { useRecordHistory } from '../data/useRecordHistory';

interface Conflict {
  readonly current: ModuleRecord;
  readonly mine: RecordData;
}

/**
 * Conflict state of one record form; `opened` is the data and version the edits started from.
 * Fields the user may not write (`locked`) are not offered: the stored value stays.
 */
export function useConflictMerge(
  module: string,
  opened: { datos: RecordData; version?: number; id?: number },
  locked: (field: string) => boolean = () => false,
) {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  const history = useRecordHistory(module, opened.id ?? 0, conflict !== null && opened.id !== undefined);
  // `locked` (the user's rights) does not change while the dialog is open.
  const fields: ConflictField[] = useMemo(
    () => (conflict ? conflictFields(opened.datos, conflict.mine, conflict.current.datos).filter((f) => !locked(f.field)) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberate dependencies, said above
    [conflict, opened.datos],
  );
  return {
    current: conflict?.current ?? null,
    fields,
    choices,
    /** Opens the dialog for a 409: `current` from the server, `mine` the data the user tried to save. */
    open: (current: ModuleRecord, mine: RecordData) => {
      if (opened.id !== undefined) void queryClient.invalidateQueries({ queryKey: queryKeys.history(module, opened.id) });
      const found = conflictFields(opened.datos, mine, current.datos).filter((f) => !locked(f.field));
      setChoices(Object.fromEntries(found.map((f) => [f.field, defaultChoice(f)])));
      setConflict({ current, mine });
    },
    choose: (field: string, choice: ConflictChoice) => setChoices((c) => ({ ...c, [field]: choice })),
    /** Who changed a field after the version the user opened, from the history. */
    lastChangeOf: (field: string): LastChange | null => lastChange(history.data?.datos ?? [], field, opened.version ?? 0),
    /** The merged data and the version to save it against; closes the dialog. */
    merged: (): { datos: RecordData; current: ModuleRecord } | null => {
      if (!conflict) return null;
      return { datos: mergeConflict(conflict.mine, conflict.current.datos, fields, choices), current: conflict.current };
    },
    close: () => setConflict(null),
  };
}
