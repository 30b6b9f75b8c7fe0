import { describe, expect, it } from 'vitest';
import { ADDRESS_BRAKE, delayAfter, MAX_DELAY_SECONDS, PAIR_BRAKE, remainingWait } from './loginThrottle';

describe('login throttle schedule (issue 10)', () => {
  it('lets 3 failures of one username at one address pass, then waits 2, 4, 8 … seconds up to a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => delayAfter(n, PAIR_BRAKE))).toEqual([0, 0, 0, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('lets 10 failures of one address across usernames pass, then waits 2, 4 … seconds up to a minute', () => {
    expect([9, 10, 11, 12, 30].map((n) => delayAfter(n, ADDRESS_BRAKE))).toEqual([0, 2, 4, 8, MAX_DELAY_SECONDS]);
  });

  it('counts the wait from the last failure, in whole seconds', () => {
    expect(remainingWait(3, 0.2, PAIR_BRAKE)).toBe(2);
    expect(remainingWait(4, 1.5, PAIR_BRAKE)).toBe(3);
    expect(remainingWait(4, 4, PAIR_BRAKE)).toBe(0);
    expect(remainingWait(2, 0, PAIR_BRAKE)).toBe(0);
  });
});
