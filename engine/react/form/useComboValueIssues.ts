/**
 * The form's check of combo codes at every depth, the server's own function
 * (engine/core/lookups/comboValueProblems.ts) over the options the browser has loaded: a code the
 * record did not hold as loaded and that its combo's loaded options lack (or its filter leaves out)
 * is a field issue with the server's message. A combo not loaded yet is not judged here; the server's
 * 400 lands on the field instead.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { changedComboValues, comboValueProblems, comboValues } from '../../core/lookups/comboValueProblems';
import { fieldLabeler } from '../../core/fieldLabels';
import type { ModuleSchema } from '../../core/moduleSchema';
import type { Issue, RecordData } from '../../core/validators';
import { lookupKey, type LookupResponse } from '../data/useLookup';

export function useComboValueIssues(schema: ModuleSchema, data: RecordData, loaded: RecordData): Issue[] {
  const queryClient = useQueryClient();
  const labelOf = useMemo(() => fieldLabeler(schema), [schema]);
  const base = useMemo(() => comboValues(schema, loaded), [schema, loaded]);
  return useMemo(() => {
    const values = changedComboValues(comboValues(schema, data), base);
    return values.length ? comboValueProblems(values, (combo) => queryClient.getQueryData<LookupResponse>(lookupKey(combo))?.datos, labelOf) : [];
  }, [schema, data, base, queryClient, labelOf]);
}
