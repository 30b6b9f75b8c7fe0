/** The signed-in user read from oidc-client-ts' storage without the library (issue 9). */
import { describe, expect, it } from 'vitest';
import { readStoredUser } from './storedUser';

const key = 'oidc.user:http://localhost:8080/oauth:backoffice-web';
const now = Date.UTC(2026, 10, 26, 12);
const stored = (value: unknown, name = key) => {
  sessionStorage.clear();
  sessionStorage.setItem(name, typeof value === 'string' ? value : JSON.stringify(value));
  return sessionStorage;
};
const user = { access_token: 'at', token_type: 'Bearer', profile: { sub: '1', preferred_username: 'admin' }, expires_at: now / 1000 + 60 };

describe('readStoredUser', () => {
  it('reads the bearer and the names of the user the library stored, while it has not expired', () => {
    expect(readStoredUser(stored(user), now)).toEqual({ access_token: 'at', profile: { sub: '1', preferred_username: 'admin' } });
    expect(readStoredUser(stored({ ...user, expires_at: undefined }), now)?.access_token).toBe('at');
  });

  it('an expired user, a foreign or broken entry, or none: null (the library takes over: login)', () => {
    expect(readStoredUser(stored({ ...user, expires_at: now / 1000 }), now)).toBeNull();
    expect(readStoredUser(stored(user, 'bo.roles'), now)).toBeNull();
    expect(readStoredUser(stored('{no es json'), now)).toBeNull();
    expect(readStoredUser(stored({ ...user, access_token: '' }), now)).toBeNull();
    expect(readStoredUser(stored({ ...user, profile: {} }), now)).toBeNull();
    sessionStorage.clear();
    expect(readStoredUser(sessionStorage, now)).toBeNull();
  });

  it('two stored users (two providers in one tab): null, so that the library decides', () => {
    stored(user);
    sessionStorage.setItem('oidc.user:http://otro/oauth:backoffice-web', JSON.stringify(user));
    expect(readStoredUser(sessionStorage, now)).toBeNull();
    sessionStorage.clear();
  });
});
