/**
 * The probe's HTTP client (plain fetch, as a browser's code sends it), and an adapter that lets the
 * reliability suite's record builders (tests/reliability/support/moduleCatalog.ts, scopeWorld.ts)
 * create records over HTTP as the admin: they need `as('admin', …)`, the registry and the config,
 * and the combo values (`lookups`), which the adapter reads from GET /api/combos/{combo}.
 */
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { TestApp } from '../../tests/api/helpers/testApp';

export interface Answer {
  readonly status: number;
  readonly body: string;
  readonly contentType: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One request to the server as a client sends it: a bearer token (or none) and a JSON body. */
export async function call(url: string, bearer: string | undefined, method: Method, path: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: await res.text(), contentType: res.headers.get('content-type') ?? '' };
    } catch (error) {
      // A connection reset on a busy machine is retried once; a second one is the answer.
      if (attempt > 0) return { status: 599, body: `sin respuesta: ${(error as Error).message}`, contentType: '' };
    }
  }
}

/** A POST of raw bytes (a multipart body built by the caller). */
async function sendRaw(url: string, bearer: string, path: string, payload: Buffer, headers: Record<string, string>): Promise<Answer> {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${bearer}` }, body: new Uint8Array(payload) });
  return { status: res.status, body: await res.text(), contentType: res.headers.get('content-type') ?? '' };
}

/** The combo values the builders ask the database for, read through the API (ordered as the server orders them). */
function lookupsDb(combo: (name: string) => Promise<string[]>) {
  const chain = (name: string | undefined, limit?: number) => ({
    select: () => chain(name, limit),
    where: (_field: string, _op: string, value: string) => chain(value, limit),
    orderBy: () => chain(name, limit),
    limit: (n: number) => chain(name, n),
    executeTakeFirst: async () => {
      const [codigo] = await combo(name ?? '');
      return codigo === undefined ? undefined : { codigo };
    },
    executeTakeFirstOrThrow: async () => {
      const [codigo] = await combo(name ?? '');
      if (codigo === undefined) throw new Error(`El combo ${name} no tiene valores`);
      return { codigo };
    },
    execute: async () => (await combo(name ?? '')).slice(0, limit).map((codigo) => ({ codigo })),
  });
  return {
    selectFrom: (table: string) => {
      if (table !== 'lookups') throw new Error(`La sonda no lee la tabla ${table}: solo la API.`);
      return chain(undefined);
    },
  };
}

/** A TestApp-shaped view of the running server for the suite's builders (admin writes over HTTP). */
export function builderApp(url: string, adminToken: string, registry: SchemaRegistry, config: ScreensConfig): TestApp {
  const combos = new Map<string, Promise<string[]>>();
  const combo = (name: string) => {
    if (!combos.has(name)) {
      combos.set(
        name,
        call(url, adminToken, 'GET', `/api/combos/${encodeURIComponent(name)}`).then((a) =>
          a.status === 200 ? (JSON.parse(a.body) as { datos: Array<{ codigo: string }> }).datos.map((d) => d.codigo) : [],
        ),
      );
    }
    return combos.get(name)!;
  };
  const as = async (user: string, options: { method?: string; url: string; payload?: unknown; headers?: Record<string, string> }) => {
    if (user !== 'admin') throw new Error(`La sonda crea registros como admin, no como ${user}.`);
    // A multipart upload (the suite's uploadFile) goes as the bytes it built, with its content type.
    const answer = Buffer.isBuffer(options.payload)
      ? await sendRaw(url, adminToken, options.url, options.payload, options.headers ?? {})
      : await call(url, adminToken, (options.method ?? 'GET') as Method, options.url, options.payload);
    return { statusCode: answer.status, body: answer.body, json: () => JSON.parse(answer.body) as unknown, headers: { 'content-type': answer.contentType } };
  };
  return { registry, config, as, db: lookupsDb(combo) } as unknown as TestApp;
}
