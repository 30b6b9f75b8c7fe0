import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComputeScheduler } from './computeScheduler';

function setup() {
  const asked: Array<{ data: Record<string, unknown>; resolve: (v: Record<string, unknown>) => void; reject: () => void }> = [];
  const answers: Record<string, unknown>[] = [];
  const pending: boolean[] = [];
  let failures = 0;
  const scheduler = new ComputeScheduler({
    inputs: new Set(['importe', 'incluyeGastosIva', 'incluyeGastosAdministrativos', 'tipoRuta']),
    waitMs: 500,
    ask: (data) => new Promise((resolve, reject) => asked.push({ data, resolve, reject: () => reject(new Error('falló')) })),
    onAnswer: (values) => answers.push(values),
    onFailure: () => failures++,
    onPending: (p) => pending.push(p),
  });
  return { scheduler, asked, answers, pending, failures: () => failures };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('ComputeScheduler (FEE-OP07)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('FEE-OP07 a change of one of the four inputs asks after the 500 ms debounce; each new change restarts it; other fields ask nothing', async () => {
    const { scheduler, asked } = setup();
    scheduler.changed({ nombre: 'x' }, new Set(['nombre']));
    expect(scheduler.pending).toBe(false);
    scheduler.changed({ importe: '1' }, new Set(['importe']));
    await vi.advanceTimersByTimeAsync(400);
    scheduler.changed({ importe: '10' }, new Set(['importe']));
    await vi.advanceTimersByTimeAsync(400);
    expect(asked).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(asked.map((a) => a.data)).toEqual([{ importe: '10' }]);
  });

  it('FEE-OP07 leaving an input whose change is waiting asks at once; leaving another field, or with nothing waiting, asks nothing', async () => {
    const { scheduler, asked } = setup();
    scheduler.blurred('importe');
    scheduler.changed({ importe: '7' }, new Set(['importe']));
    scheduler.blurred('nombre');
    expect(asked).toHaveLength(0);
    scheduler.blurred('importe');
    expect(asked.map((a) => a.data)).toEqual([{ importe: '7' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toHaveLength(1);
  });

  it('FEE-OP07 the save is blocked (pending) from the change until the latest answer; an older answer is dropped', async () => {
    const { scheduler, asked, answers, pending } = setup();
    scheduler.changed({ importe: '1' }, new Set(['importe']));
    expect(scheduler.pending).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    scheduler.changed({ importe: '2' }, new Set(['importe']));
    await vi.advanceTimersByTimeAsync(500);
    asked[0].resolve({ finalFee: 'viejo' });
    await flush();
    expect(answers).toEqual([]);
    expect(scheduler.pending).toBe(true);
    asked[1].resolve({ finalFee: '2.49' });
    await flush();
    expect(answers).toEqual([{ finalFee: '2.49' }]);
    expect(scheduler.pending).toBe(false);
    expect(pending).toEqual([true, false]);
  });

  it('FEE-11 a failed computation is reported once and unblocks the save; after dispose a late answer is dropped', async () => {
    const { scheduler, asked, answers, failures } = setup();
    scheduler.changed({ tipoRuta: 'X' }, new Set(['tipoRuta']));
    scheduler.blurred('tipoRuta');
    asked[0].reject();
    await flush();
    expect(failures()).toBe(1);
    expect(scheduler.pending).toBe(false);
    scheduler.changed({ importe: '3' }, new Set(['importe']));
    scheduler.blurred('importe');
    scheduler.dispose();
    asked[1].resolve({ finalFee: '3' });
    await flush();
    expect(answers).toEqual([]);
  });
});
