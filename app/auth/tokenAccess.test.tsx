import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTokenValid, verifyToken } from './tokenAccess';

const now = Date.parse('2025-01-10T12:00:00Z');

describe('token access (SES-08..10)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('SES-09 a token whose expires_at is past is not valid', () => {
    expect(isTokenValid([{ expires_at: '2025-01-10T11:59:59Z' }], now)).toBe(false);
  });

  it('SES-10 a token whose expires_at is in the future is valid', () => {
    expect(isTokenValid([{ expires_at: '2025-01-11T00:00:00Z', usuario_sua: 'x' }], now)).toBe(true);
  });

  it('SES-OP03 an empty, malformed or failed check is treated as expired', async () => {
    expect(isTokenValid([], now)).toBe(false);
    expect(isTokenValid({ expires_at: '2030-01-01' }, now)).toBe(false);
    expect(isTokenValid([{ expires_at: 'mañana' }], now)).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    expect(await verifyToken('demo-desconocido', now)).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await verifyToken('demo-vigente', now)).toBe(false);
  });

  it('SES-08 asks the server with the token in the path', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify([{ expires_at: '2030-01-01T00:00:00Z' }]), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await verifyToken('demo-vigente', now)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/token/verificaAutorizacion/demo-vigente', expect.anything());
  });
});
