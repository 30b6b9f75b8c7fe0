/**
 * `x-computed` fields in the form (engine/core/computed): when an input of a computation changes,
 * the form asks the server for the values of the record being edited (`POST
 * /api/modulos/<m>/calcular`) after the spec's `debounceMs` (default 500 ms), or at once when the
 * user leaves that input (FEE-OP07; the timing is ComputeScheduler's), and shows them; the browser
 * never computes them, and the save recomputes them anyway. A failed answer says the field's message
 * (FEE-11) as a danger notice and empties the field. `pending` is true from the change until the
 * answer, and the form does not save meanwhile.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { COMPUTE_DEBOUNCE_MS, computedInputs, computedMessageKey, computedSpecs } from '../../core/computed/computedFields';
import { ComputeScheduler } from '../../core/computed/computeScheduler';
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
  const [pending, setPending] = useState(false);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const dangerRef = useRef(danger);
  dangerRef.current = danger;
  // The client and the module's definition as of the latest render: a new object for either (a principal
  // reloaded, a definition loaded again) must not replace the scheduler, which would drop the question
  // waiting or in flight and leave the computed field empty until the next change.
  const apiRef = useRef(api);
  apiRef.current = api;
  const moduleRef = useRef(module);
  moduleRef.current = module;
  const schema = module.schema;
  const scheduler = useMemo(() => {
    const specs = Object.entries(computedSpecs(schema));
    return new ComputeScheduler({
      inputs: new Set(specs.flatMap(([, spec]) => computedInputs(spec))),
      waitMs: Math.max(0, ...specs.map(([, spec]) => spec.debounceMs ?? COMPUTE_DEBOUNCE_MS)),
      ask: async (data) =>
        (await apiRef.current.post<Answer>(moduleApi.compute(moduleRef.current.name), { datos: withoutSystemFields({ ...data }) })).datos.resultado[0] ?? {},
      // A value not computable yet (an input still empty) comes as null: the field shows empty.
      onAnswer: (values) => applyRef.current(Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value ?? undefined]))),
      onFailure: () => {
        const { name, labels } = moduleRef.current;
        for (const [field, spec] of specs) dangerRef.current(t(computedMessageKey(name, spec), { campo: labels[field] ?? field }));
        applyRef.current(Object.fromEntries(specs.map(([field]) => [field, undefined])));
      },
      onPending: setPending,
    });
  }, [schema]);
  useEffect(() => () => scheduler.dispose(), [scheduler]);

  return {
    /** True from an input's change until the server's answer: the form does not save meanwhile. */
    pending,
    /** After a change of `changed` fields of `data`: asks again (debounced) when an input changed. */
    changed: (data: RecordData, changed: ReadonlySet<string>) => scheduler.changed(data, changed),
    /** The user left a field (rjsf onBlur id, `root_<field>`): a waiting input is asked for now. */
    blurred: (id: string) => scheduler.blurred(id.replace(/^root_/, '').split('_')[0]),
  };
}
