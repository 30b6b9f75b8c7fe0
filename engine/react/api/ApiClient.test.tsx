import { describe, expect, it, vi } from 'vitest';
import { createApiClient, logFailedResponse, withQuery, type ApiFailure, type ApiRequest } from './ApiClient';
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
    const client = createApiClient(async () => ({ status: 401, body: { error: { codigo: 'no_autenticado', mensaje: 'Error con credenciales de logueo' } } }), {
      onUnauthorized,
    });
    await expect(client.get('/api/usuario')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('SHR-22 a 2xx answer whose body sets `error` fails like an HTTP failure; error null or false does not', async () => {
    const flagged = createApiClient(async () => ({
      status: 200,
      body: { error: { codigo: 'x', mensaje: 'No se pudo guardar' }, total: 0, datos: null, extras: {} },
    }));
    const error = (await flagged.get('/api/modulos/banco').catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.mensaje).toBe('No se pudo guardar');
    await expect(createApiClient(async () => ({ status: 200, body: { error: true, datos: [] } })).get('/api/x')).rejects.toBeInstanceOf(ApiError);
    for (const error of [null, false]) {
      const page = { error, total: 1, datos: [{ id: 1 }], extras: {} };
      expect(await createApiClient(async () => ({ status: 200, body: page })).get('/api/x')).toEqual(page);
    }
  });

  it('SHR-23 every failure (HTTP status, error flag, network) is handed to the log with the request and the response', async () => {
    const failures: ApiFailure[] = [];
    const answers = [
      { status: 500, body: { error: { codigo: 'interno', mensaje: 'Falló' } } },
      { status: 200, body: { error: 'bandera' } },
      { status: 200, body: { ok: true } },
    ];
    const client = createApiClient(async () => answers.shift()!, { onFailure: (f) => failures.push(f) });
    await expect(client.get('/api/a')).rejects.toBeInstanceOf(ApiError);
    await expect(client.post('/api/b', {})).rejects.toBeInstanceOf(ApiError);
    await client.get('/api/c');
    await expect(
      createApiClient(async () => Promise.reject(new TypeError('Failed to fetch')), { onFailure: (f) => failures.push(f) }).get('/api/d'),
    ).rejects.toMatchObject({ status: 0 });
    expect(failures).toEqual([
      { method: 'GET', path: '/api/a', status: 500, body: { error: { codigo: 'interno', mensaje: 'Falló' } } },
      { method: 'POST', path: '/api/b', status: 200, body: { error: 'bandera' } },
      { method: 'GET', path: '/api/d', status: 0, body: null },
    ]);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logFailedResponse(failures[0]);
    expect(log).toHaveBeenCalledWith('[api] GET /api/a → 500', failures[0].body);
    log.mockRestore();
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
