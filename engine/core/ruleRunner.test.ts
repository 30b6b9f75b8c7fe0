import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuleRunner } from './ruleRunner';
import { ValidatorRegistry, type Issue, type ValidationContext } from './validators';

function setup() {
  const registry = new ValidatorRegistry();
  const calls: string[] = [];
  const signals: AbortSignal[] = [];
  registry.register({
    name: 'unico',
    fields: ['descripcion'],
    debounceMs: 1500,
    async validate(record, ctx) {
      calls.push(String(record.descripcion));
      signals.push(ctx.signal!);
      const taken = await ctx.ports.exists('banco', 'descripcion', String(record.descripcion));
      return taken ? [{ path: 'descripcion', key: 'banco.duplicate' }] : [];
    },
  });
  registry.register({ name: 'pais', fields: ['pais'], validate: (r) => (r.pais === 'X' ? [{ path: 'pais', key: 'validation.generic' }] : []) });
  let resolveExists: ((v: boolean) => void)[] = [];
  const ports = { exists: () => new Promise<boolean>((resolve) => resolveExists.push(resolve)), today: () => new Date(0) };
  const reported: Issue[][] = [];
  const runner = new RuleRunner({
    registry,
    ruleNames: ['unico', 'pais'],
    context: (signal): ValidationContext => ({ mode: 'create', module: 'banco', ports, signal }),
    onIssues: (issues) => reported.push(issues),
  });
  const answer = (index: number, value: boolean) => resolveExists[index](value);
  return { runner, calls, signals, reported, answer, reset: () => (resolveExists = []) };
}

describe('RuleRunner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a rule only when one of its fields changed, after its debounce', async () => {
    const { runner, calls } = setup();
    runner.changed({ descripcion: 'Banco', pais: 'AR' }, new Set(['pais']));
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toEqual([]);
    runner.changed({ descripcion: 'Banco' }, new Set(['descripcion']));
    await vi.advanceTimersByTimeAsync(1499);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['Banco']);
  });

  it('debounces keystrokes into one call', async () => {
    const { runner, calls } = setup();
    for (const value of ['B', 'Ba', 'Ban', 'Banc']) {
      runner.changed({ descripcion: value }, new Set(['descripcion']));
      await vi.advanceTimersByTimeAsync(500);
    }
    await vi.advanceTimersByTimeAsync(1500);
    expect(calls).toEqual(['Banc']);
  });

  it('cancels a stale in-flight call and ignores its answer', async () => {
    const { runner, signals, reported, answer } = setup();
    runner.changed({ descripcion: 'Uno' }, new Set(['descripcion']));
    await vi.advanceTimersByTimeAsync(1500);
    runner.changed({ descripcion: 'Dos' }, new Set(['descripcion']));
    expect(signals[0].aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1500);
    answer(0, true);
    answer(1, false);
    await vi.runAllTimersAsync();
    expect(reported).toEqual([[]]);
  });

  it('reports issues of every rule; runAll runs immediately', async () => {
    const { runner, answer } = setup();
    const all = runner.runAll({ descripcion: 'Nación', pais: 'X' });
    await Promise.resolve();
    answer(0, true);
    expect(await all).toEqual([
      { path: 'descripcion', key: 'banco.duplicate' },
      { path: 'pais', key: 'validation.generic' },
    ]);
  });
});
