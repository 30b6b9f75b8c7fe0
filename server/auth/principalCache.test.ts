import { describe, expect, it } from 'vitest';
import { PrincipalCache, tokenKey } from './principalCache';
import type { RequestUser } from './principal';

const userOf = (userId: number): RequestUser => ({
  userId,
  username: `u${userId}`,
  name: `Usuario ${userId}`,
  idCrm: null,
  accountId: null,
  roles: ['ROLE_X'],
  permissions: [{ area: 'banco', vigente: true, escritura: true, flags: {} }],
  teams: [1],
  tokenMode: false,
});

function cacheAt(options: { maxEntries?: number; live?: boolean } = {}) {
  const clock = { now: 1_000_000, live: options.live ?? true };
  const cache = new PrincipalCache({ maxEntries: options.maxEntries, now: () => clock.now, live: () => clock.live });
  return { cache, clock };
}

describe('principal cache', () => {
  it('keys entries by a digest of the token, never the token itself', () => {
    const token = 'un-token-de-acceso-opaco-de-43-caracteres-xx';
    expect(tokenKey(token)).not.toContain(token);
    expect(tokenKey(token)).toBe(tokenKey(token));
    expect(tokenKey(token)).not.toBe(tokenKey(`${token}y`));
  });

  it("answers what was stored, frozen so no request changes another's user", () => {
    const { cache } = cacheAt();
    cache.set('k', userOf(1), undefined, cache.ticket());
    const user = cache.get('k')!;
    expect(user.userId).toBe(1);
    expect(Object.isFrozen(user) && Object.isFrozen(user.roles) && Object.isFrozen(user.permissions[0])).toBe(true);
  });

  it('is bounded: past its size the least recently used entry goes', () => {
    const { cache } = cacheAt({ maxEntries: 3 });
    for (const id of [1, 2, 3]) cache.set(`k${id}`, userOf(id), undefined, cache.ticket());
    expect(cache.get('k1')?.userId).toBe(1); // k2 is now the least recently used
    cache.set('k4', userOf(4), undefined, cache.ticket());
    expect(cache.size).toBe(3);
    expect(cache.get('k2')).toBeUndefined();
    expect([cache.get('k1'), cache.get('k3'), cache.get('k4')].map((u) => u?.userId)).toEqual([1, 3, 4]);
  });

  it('never outlives the token, nor the safety maximum age (60 s)', () => {
    const { cache, clock } = cacheAt();
    cache.set('short', userOf(1), clock.now + 5_000, cache.ticket());
    cache.set('long', userOf(2), clock.now + 3_600_000, cache.ticket());
    cache.set('gone', userOf(3), clock.now - 1, cache.ticket());
    expect(cache.get('gone')).toBeUndefined();
    clock.now += 5_000;
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')?.userId).toBe(2);
    clock.now += 55_000;
    expect(cache.get('long')).toBeUndefined();
  });

  it("drops one user's entries on a change of that user, every entry on a change of nobody known", () => {
    const { cache } = cacheAt();
    cache.set('a1', userOf(1), undefined, cache.ticket());
    cache.set('a2', userOf(1), undefined, cache.ticket());
    cache.set('b', userOf(2), undefined, cache.ticket());
    cache.changed({ userId: 1 });
    expect([cache.get('a1'), cache.get('a2'), cache.get('b')?.userId]).toEqual([undefined, undefined, 2]);
    cache.changed({ userId: null });
    expect(cache.size).toBe(0);
  });

  it('does not store what was read before a change heard during the read', () => {
    const { cache } = cacheAt();
    const ticket = cache.ticket();
    cache.changed({ userId: 7 });
    cache.set('k', userOf(1), undefined, ticket);
    expect(cache.get('k')).toBeUndefined();
  });

  it('answers and stores nothing while the notifier is not live', () => {
    const { cache, clock } = cacheAt();
    cache.set('k', userOf(1), undefined, cache.ticket());
    clock.live = false;
    expect(cache.get('k')).toBeUndefined();
    cache.set('j', userOf(2), undefined, cache.ticket());
    clock.live = true;
    expect(cache.get('j')).toBeUndefined();
  });

  it("after this process's own uncommitted access write, steps aside until the commit's notification has had time to arrive (2 s)", () => {
    const { cache, clock } = cacheAt();
    cache.set('k', userOf(1), undefined, cache.ticket());
    cache.changed({ userId: null, uncommitted: true });
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', userOf(1), undefined, cache.ticket());
    expect(cache.get('k')).toBeUndefined();
    clock.now += 2_000;
    cache.set('k', userOf(1), undefined, cache.ticket());
    expect(cache.get('k')?.userId).toBe(1);
  });
});
