import { describe, expect, it } from 'vitest';
import { lookupBudget } from './lookupBudget';
import { HttpError } from './httpError';

describe('lookupBudget (issue 19, defects 3 and 4)', () => {
  it('19-3 lets a user spend `max` answers a window, then refuses with 429 until the window ends; users are counted apart', () => {
    let now = 0;
    const budget = lookupBudget({ max: 2, windowMs: 1000, now: () => now });
    for (let i = 0; i < 2; i++) {
      budget.check(1);
      budget.spend(1);
    }
    let refusal: unknown;
    try {
      budget.check(1);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 429, message: 'Demasiadas solicitudes. Espere un momento e intente nuevamente.' });
    expect(() => budget.check(2)).not.toThrow();
    now = 1000;
    expect(() => budget.check(1)).not.toThrow();
  });

  it('19-3 checking spends nothing (a save spends only on a yes)', () => {
    const budget = lookupBudget({ max: 1, now: () => 0 });
    for (let i = 0; i < 5; i++) budget.check(7);
    budget.spend(7);
    expect(() => budget.check(7)).toThrow();
  });
});
