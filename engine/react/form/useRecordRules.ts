/**
 * The module's registered rules (schema `x-rules` and those derived from `x-mask` fields) in the
 * browser, for fast feedback: the same functions the server runs on save, with `ports.exists`
 * answered by `GET /api/modulos/:m/existe?campo=&valor=&excluir=` and `ports.existsMatching` by
 * `POST /api/modulos/:m/coincide`, `ports.read` by `GET /api/<path>` (engine/core RuleRunner
 * debounces and cancels); `effects` lets a rule prefill fields and show notices (FormEffects).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { RuleRunner } from '../../core/ruleRunner';
import type { RegisteredModule } from '../../core/schemaRegistry';
import type { FormEffects, Issue, RecordData, ValidatorPorts } from '../../core/validators';
import { useApiClient } from '../api/ApiClientProvider';
import { moduleApi } from '../data/moduleApi';
import { useEngine } from '../engine/EngineProvider';
import { useSession } from '../session/SessionProvider';
import { companyToday } from '../../core/format/companyToday';

/** Current rule issues and the calls that run the rules. */
export function useRecordRules(module: RegisteredModule, mode: 'create' | 'edit', recordId?: number, effects?: FormEffects) {
  const api = useApiClient();
  // The latest effects (they close over the form's current state), without rebuilding the runner.
  const effectsRef = useRef(effects);
  effectsRef.current = effects;
  const { registry, config } = useEngine();
  const { principal } = useSession();
  const [issues, setIssues] = useState<Issue[]>([]);
  const runner = useMemo(() => {
    const portsFor = (signal: AbortSignal): ValidatorPorts => ({
      exists: async (m, campo, valor, excluir, ambito) =>
        (
          await api.get<{ existe: boolean }>(
            moduleApi.exists(m),
            { campo, valor, excluir: excluir === undefined ? undefined : String(excluir), ambito: ambito === undefined ? undefined : JSON.stringify(ambito) },
            signal,
          )
        ).existe,
      existsMatching: async (m, valores, options) =>
        (await api.post<{ existe: boolean }>(moduleApi.matches(m), { valores, salvo: options?.unless, excluir: options?.excludeId })).existe,
      today: () => companyToday(),
      read: <T>(path: string) => api.get<T>(`/api/${path}`, undefined, signal),
    });
    const form: FormEffects = {
      fill: (values, options) => effectsRef.current?.fill(values, options),
      notice: (intent, key, args) => effectsRef.current?.notice(intent, key, args),
    };
    return new RuleRunner({
      registry: registry.validators,
      ruleNames: module.ruleNames,
      context: (signal) => ({
        mode,
        module: module.name,
        company: config.company,
        recordId,
        principal: principal ?? undefined,
        ports: portsFor(signal),
        signal,
        form,
      }),
      onIssues: setIssues,
    });
  }, [api, registry, config, module, mode, recordId, principal]);
  useEffect(() => () => runner.dispose(), [runner]);
  return {
    issues,
    changed: (record: RecordData, fields: ReadonlySet<string>) => runner.changed(record, fields),
    runAll: (record: RecordData) => runner.runAll(record),
  };
}
