/**
 * An in-memory lookups service for widget stories and their tests: answers `GET /api/combos/:combo`
 * (docs/api.md) from a map, or fails / never answers for the combos a story names.
 */
import type { ApiRequest, ApiResponse, ApiTransport } from '../../engine/react/api/ApiClient';
import type { LookupOption } from '../../engine/react/data/useLookup';

export interface FakeLookupOptions {
  readonly combos?: Readonly<Record<string, readonly LookupOption[]>>;
  /** Combos that answer 500. */
  readonly failing?: readonly string[];
  /** Combos that never answer (loading state). */
  readonly pending?: readonly string[];
}

export interface FakeLookupServer {
  readonly transport: ApiTransport;
  readonly calls: ApiRequest[];
}

/** Demo combos: countries (a long list, to scroll) and sales channels. */
export const demoCombos: Readonly<Record<string, readonly LookupOption[]>> = {
  paises: ['Argentina', 'Bolivia', 'Brasil', 'Chile', 'Colombia', 'Ecuador', 'España', 'México', 'Paraguay', 'Perú', 'Uruguay', 'Venezuela'].map(
    (descripcion, i) => ({
      codigo: String(i + 1).padStart(2, '0'),
      descripcion,
    }),
  ),
  canales: [
    { codigo: 'WEB', descripcion: 'Web' },
    { codigo: 'TEL', descripcion: 'Teléfono' },
    { codigo: 'MOS', descripcion: 'Mostrador' },
  ],
};

/** Creates the fake. */
export function createFakeLookupServer({ combos = demoCombos, failing = [], pending = [] }: FakeLookupOptions = {}): FakeLookupServer {
  const calls: ApiRequest[] = [];
  const answer = (req: ApiRequest): ApiResponse => {
    const match = /^\/api\/combos\/([^/]+)$/.exec(req.path);
    const combo = match ? decodeURIComponent(match[1]) : '';
    if (req.method !== 'GET' || !match || !(combo in combos))
      return { status: 404, body: { error: { codigo: 'no_encontrado', mensaje: 'El recurso solicitado no existe.' } } };
    if (failing.includes(combo)) return { status: 500, body: { error: { codigo: 'interno', mensaje: 'falla simulada' } } };
    return { status: 200, body: { datos: combos[combo] } };
  };
  return {
    calls,
    transport: (req) => {
      calls.push(req);
      const combo = req.path.split('/').pop() ?? '';
      if (pending.includes(decodeURIComponent(combo))) return new Promise<ApiResponse>(() => undefined);
      return Promise.resolve(JSON.parse(JSON.stringify(answer(req))) as ApiResponse);
    },
  };
}
