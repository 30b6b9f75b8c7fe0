/**
 * `GET /api/direcciones/sugerencias?texto=&pais=`: address suggestions for the address picker
 * (LNK-38, BNK-OP03) from the configured suggester. Any signed-in user may ask.
 */
import type { FastifyInstance } from 'fastify';
import { t } from '../../engine/core/messages';
import { requireUser } from '../auth/authenticate';
import { readEnv } from '../config/env';
import { HttpError } from '../http/httpError';
import { AddressProviderError, type AddressSuggester } from './addressSuggester';
import { createAddressSuggester, type AddressSettings } from './createAddressSuggester';

export interface AddressRoutesOptions {
  /** Which adapter (default from ADDRESS_PROVIDER / ADDRESS_API_KEY). */
  readonly settings?: AddressSettings;
  /** An adapter instance instead of settings (tests, tools). */
  readonly suggester?: AddressSuggester;
}

/** Shortest and longest accepted `texto` (after trimming). */
export const MIN_QUERY = 3;
export const MAX_QUERY = 200;

const text = { type: 'string' } as const;
const suggestionSchema = {
  type: 'object',
  required: ['id', 'direccionCompleta', 'calle', 'numero', 'localidad', 'ciudad', 'provincia', 'pais', 'paisCodigo', 'latitud', 'longitud'],
  properties: {
    id: text,
    direccionCompleta: text,
    calle: text,
    numero: text,
    codigoPostal: text,
    localidad: text,
    ciudad: text,
    provincia: text,
    estado: text,
    pais: text,
    paisCodigo: text,
    latitud: { type: 'number' },
    longitud: { type: 'number' },
  },
} as const;

/** Settings from the environment when the app was not given any. */
function settingsFromEnv(): AddressSettings {
  const env = readEnv();
  return { provider: env.addressProvider, apiKey: env.addressApiKey };
}

/** Registers the suggestions route with the configured (or given) suggester. */
export async function addressRoutes(app: FastifyInstance, options: AddressRoutesOptions): Promise<void> {
  const suggester = options.suggester ?? createAddressSuggester(options.settings ?? settingsFromEnv());

  app.get(
    '/api/direcciones/sugerencias',
    {
      schema: {
        tags: ['Direcciones'],
        summary: 'Sugerencias de direcciones para el selector de direcciones',
        querystring: { type: 'object', additionalProperties: false, properties: { texto: text, pais: text } },
        response: { 200: { type: 'object', required: ['datos'], properties: { datos: { type: 'array', items: suggestionSchema } } } },
      },
    },
    async (request) => {
      requireUser(request);
      const query = request.query as { texto?: string; pais?: string };
      const texto = (query.texto ?? '').replace(/\s+/g, ' ').trim();
      if (texto.length < MIN_QUERY) throw new HttpError(400, 'texto_corto', t('search.minLength'));
      if (texto.length > MAX_QUERY) throw new HttpError(400, 'texto_largo', t('address.queryTooLong', { max: MAX_QUERY }));
      const pais = query.pais?.trim() || undefined;
      if (pais !== undefined && !/^[A-Za-z]{2}$/.test(pais)) throw new HttpError(400, 'pais_invalido', t('address.countryInvalid'));
      try {
        return { datos: await suggester.suggest({ texto, pais: pais?.toUpperCase() }) };
      } catch (error) {
        if (!(error instanceof AddressProviderError)) throw error;
        request.log.warn({ err: error }, 'servicio de mapas no disponible');
        throw new HttpError(502, 'servicio_mapas', t('address.providerError'));
      }
    },
  );
}
