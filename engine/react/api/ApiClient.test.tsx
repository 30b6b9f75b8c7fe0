import { describe, expect, it, vi } from 'vitest';
import { createApiClient, withQuery, type ApiRequest } from './ApiClient';
import { ApiError } from './ApiError';

describe('ApiClient', () => {
  it('returns the body of a 2xx answer', async () => {
    const client = createApiClient(async () => ({ status: 200, body: { ok: true } }));
    expect(await client.get('/api/imLoggedIn')).toEqual({ ok: true });
  });

  it('parses {error:{mensaje,campos}} bodies into ApiError', async () => {
    const body = { error: { codigo: 'validacion', mensaje: 'Datos inválidos', campos: [{ path: 'descripcion', mensaje: 'Ya existe' }] } };
    const client = createApiClient(async () => ({ status: 400, body }));
    const error = (await client.post('/api/modulos/banco', {}).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.mensaje).toBe('Datos inválidos');
    expect(error.campos).toEqual([{ path: 'descripcion', mensaje: 'Ya existe' }]);
  });

  it('SES-OP01 hands every 401 to the global handler', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient(async () => ({ status: 401, body: { error: { codigo: 'no_autenticado', mensaje: 'Error con credenciales de logueo' } } }), { onUnauthorized });
    await expect(client.get('/api/usuario')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a network failure is an ApiError with status 0', async () => {
    const client = createApiClient(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 0 });
  });

  it('builds query strings without undefined parameters', () => {
    const seen: ApiRequest[] = [];
    createApiClient(async (r) => (seen.push(r), { status: 200, body: null })).get('/api/m', { a: '1', b: undefined });
    expect(seen[0].params).toEqual({ a: '1', b: undefined });
    expect(withQuery('/api/m', { texto: 'banco nación', b: undefined })).toBe('/api/m?texto=banco+naci%C3%B3n');
  });
});
