import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiRequest } from './ApiClient';
import { ApiError } from './ApiError';
import { fetchTransport } from './fetchTransport';

/** A scripted XMLHttpRequest: records what is sent, then answers with `answer`. */
class FakeXhr {
  static last: FakeXhr;
  static answer: { status: number; text: string } | 'network' = { status: 201, text: '{"datos":[{"id":"1"}]}' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  getResponseHeader(): string | null {
    return null;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    const answer = FakeXhr.answer;
    queueMicrotask(() => {
      if (answer === 'network') return this.onerror?.();
      this.status = answer.status;
      this.responseText = answer.text;
      this.onload?.();
    });
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('ApiClient.upload', () => {
  it('posts the FormData with the progress callback through the transport', async () => {
    const seen: ApiRequest[] = [];
    const client = createApiClient(async (r) => (seen.push(r), { status: 201, body: { datos: [] } }));
    const body = new FormData();
    const onProgress = vi.fn();
    expect(await client.upload('/api/archivos', body, onProgress)).toEqual({ datos: [] });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/archivos', body });
    expect(seen[0].onUploadProgress).toBe(onProgress);
  });

  it('fetchTransport sends multipart bodies by XMLHttpRequest with the bearer, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 201, text: '{"datos":[{"id":"9","nombre":"a.pdf"}]}' };
    const client = createApiClient(fetchTransport({ getToken: () => 'tok', baseUrl: 'https://bo' }));
    const body = new FormData();
    body.append('app', '17');
    const progress: number[] = [];
    expect(await client.upload('/api/archivos', body, (f) => progress.push(f))).toEqual({ datos: [{ id: '9', nombre: 'a.pdf' }] });
    expect(FakeXhr.last).toMatchObject({ method: 'POST', url: 'https://bo/api/archivos', body });
    expect(FakeXhr.last.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok' });
    expect(progress).toEqual([0.25]);
  });

  it('a refused upload is an ApiError with the Spanish message, and a 401 reaches the global handler', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onUnauthorized = vi.fn();
    const client = createApiClient(fetchTransport({ getToken: () => null }), { onUnauthorized });
    FakeXhr.answer = { status: 415, text: '{"error":{"codigo":"archivo_invalido","mensaje":"El contenido del archivo a.pdf no corresponde a su extensión."}}' };
    const error = (await client.upload('/api/archivos', new FormData()).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, mensaje: 'El contenido del archivo a.pdf no corresponde a su extensión.' });
    expect(FakeXhr.last.headers.Authorization).toBeUndefined();
    FakeXhr.answer = { status: 401, text: '{"error":{"codigo":"no_autenticado","mensaje":"Error con credenciales de logueo"}}' };
    await expect(client.upload('/api/archivos', new FormData())).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    FakeXhr.answer = 'network';
    await expect(client.upload('/api/archivos', new FormData())).rejects.toMatchObject({ status: 0 });
  });
});

describe('ApiClient.download', () => {
  it('asks the transport for bytes with the bearer path, and reads errors as JSON like every call', async () => {
    const seen: unknown[] = [];
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const client = createApiClient(async (request) => {
      seen.push(request);
      return request.path.endsWith('/1')
        ? { status: 200, body: blob }
        : { status: 404, body: { error: { codigo: 'no_encontrado', mensaje: 'El recurso solicitado no existe.' } } };
    });
    expect(await client.download('/api/archivos/1')).toBe(blob);
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/archivos/1', responseType: 'blob' });
    await expect(client.download('/api/archivos/2')).rejects.toThrow('El recurso solicitado no existe.');
  });
});

describe('fetchTransport download progress', () => {
  it('reports the bytes of a streamed body as they arrive and hands back the whole file', async () => {
    const chunks = ['Nombre;Código\r\n', 'Prueba uno;P1\r\n', 'Prueba dos;P2\r\n'].map((text) => new TextEncoder().encode(text));
    const original = globalThis.fetch;
    globalThis.fetch = (async () =>
      new Response(
        new ReadableStream({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(chunk);
            controller.close();
          },
        }),
        {
          status: 200,
          headers: { 'Content-Type': 'text/csv; charset=utf-8' },
        },
      )) as typeof fetch;
    try {
      const progress: number[] = [];
      const client = createApiClient(fetchTransport({ getToken: () => 't' }));
      const file = await client.download('/api/modulos/prueba/exportar/csv', (bytes) => progress.push(bytes));
      const sizes = chunks.map((c) => c.byteLength);
      expect(progress).toEqual([sizes[0], sizes[0] + sizes[1], sizes[0] + sizes[1] + sizes[2]]);
      expect(await file.text()).toBe('Nombre;Código\r\nPrueba uno;P1\r\nPrueba dos;P2\r\n');
      expect(file.type).toBe('text/csv; charset=utf-8');
    } finally {
      globalThis.fetch = original;
    }
  });
});
