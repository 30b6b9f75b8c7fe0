/**
 * `x-computed` fields in the form (engine/core/computed): when an input of a computation changes,
 * the form asks the server for the values of the record being edited (`POST
 * /api/modulos/<m>/calcular`, after the spec's `debounceMs`, default 500 ms, FEE-OP07) and shows
 * them; the browser never computes them, and the save recomputes them anyway. A failed answer says
 * the field's message (FEE-11) as a danger notice and empties the field. `pending` is true from the
 * change until the answer, and the form does not save meanwhile.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { COMPUTE_DEBOUNCE_MS, computedInputs, computedMessageKey, computedSpecs } from '../../core/computed/computedFields';
import { t } from '../../core/messages';
import type { RegisteredModule } from '../../core/schemaRegistry';
import { withoutSystemFields } from '../../core/systemFields';
import { useApiClient } from '../api/ApiClientProvider';
import type { RecordData } from '../data/types';
import { moduleApi } from '../data/moduleApi';
import { useNotify } from '../notifications/useNotify';

type Answer = { datos: { resultado: Array<Record<string, unknown>> } };

/** Asks for the computed fields of `module` as their inputs change; `apply` puts the answer in the form. */
export function useComputedFields(module: RegisteredModule, apply: (values: RecordData) => void) {
  const api = useApiClient();
  const { danger } = useNotify();
  const specs = useMemo(() => Object.entries(computedSpecs(module.schema)), [module.schema]);
  const inputs = useMemo(() => new Set(specs.flatMap(([, spec]) => computedInputs(spec))), [specs]);
  const wait = useMemo(() => Math.max(0, ...specs.map(([, spec]) => spec.debounceMs ?? COMPUTE_DEBOUNCE_MS)), [specs]);
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Only the answer to the latest question is shown (an older one may arrive after it).
  const asked = useRef(0);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => () => clearTimeout(timer.current), []);

  const ask = async (data: RecordData, question: number) => {
    try {
      const answer = await api.post<Answer>(moduleApi.compute(module.name), { datos: withoutSystemFields({ ...data }) });
      // A value not computable yet (an input still empty) comes as null: the field shows empty.
      const values = Object.fromEntries(Object.entries(answer.datos.resultado[0] ?? {}).map(([field, value]) => [field, value ?? undefined]));
      if (question === asked.current) applyRef.current(values);
    } catch {
      if (question !== asked.current) return;
      for (const [field, spec] of specs) danger(t(computedMessageKey(module.name, spec), { campo: module.labels[field] ?? field }));
      applyRef.current(Object.fromEntries(specs.map(([field]) => [field, undefined])));
    } finally {
      if (question === asked.current) setPending(false);
    }
  };

  return {
    /** True from an input's change until the server's answer: the form does not save meanwhile. */
    pending,
    /** After a change of `changed` fields of `data`: asks again (debounced) when an input changed. */
    changed: (data: RecordData, changed: ReadonlySet<string>) => {
      if (![...changed].some((field) => inputs.has(field))) return;
      const question = ++asked.current;
      setPending(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void ask(data, question), wait);
    },
  };
}
