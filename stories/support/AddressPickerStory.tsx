/**
 * Story harness of the address picker: a real rjsf form over the bank's address fields with the
 * picker as the `direccionCompleta` field, an in-memory suggestion API (the gazetteer on test
 * places, as the server answers) and the stored data shown under it.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { createPlaceIndex } from '../../engine/core/address/placeIndex';
import { suggestAddresses } from '../../engine/core/address/suggestAddresses';
import { testPlaces } from '../../engine/core/address/testPlaces';
import { createApiClient, type ApiRequest } from '../../engine/react/api/ApiClient';
import { ApiClientProvider } from '../../engine/react/api/ApiClientProvider';
import { EngineForm } from '../../engine/react/form/EngineForm';
import { toFieldErrorSchema } from '../../engine/react/form/fieldErrors';
import { ajvOptionsOverrides } from '../../engine/react/validation/ajvOptions';
import bankSchema from '../../schemas/banco/banco.schema.json';
import { ADDRESS_FIELD } from '../../widgets/AddressPicker/index';
import { SUGGESTIONS_PATH } from '../../widgets/AddressPicker/useAddressSuggestions';

const ADDRESS = [
  'direccionCompleta',
  'calle',
  'numero',
  'codigoPostal',
  'localidad',
  'ciudad',
  'provincia',
  'pais',
  'latitud',
  'longitud',
  'direccionId',
] as const;
const properties = bankSchema.properties as Record<string, object>;
const schema: RJSFSchema = { type: 'object', properties: Object.fromEntries(ADDRESS.map((f) => [f, properties[f]])) };
const uiSchema: UiSchema = {
  direccionCompleta: { 'ui:field': ADDRESS_FIELD, 'ui:placeholder': 'Escriba calle, número y localidad' },
  ...Object.fromEntries(['calle', 'numero', 'codigoPostal', 'latitud', 'longitud'].map((f) => [f, { 'ui:readonly': true }])),
  direccionId: { 'ui:widget': 'hidden' },
};
/** An account's main address (ACC-72): the country code kept beside it and the fields the foreign preset sets. */
const accountSchema: RJSFSchema = {
  ...schema,
  properties: {
    ...schema.properties,
    paisCodigo: { type: 'string', title: 'Código de país', maxLength: 2 },
    tipoDocumento: { type: 'string', title: 'Tipo de documento' },
    condicionIva: { type: 'string', title: 'Condición de IVA' },
  },
};
const accountUiSchema: UiSchema = {
  ...uiSchema,
  direccionCompleta: { ...uiSchema.direccionCompleta, 'ui:options': { foreignTaxIdPreset: true } },
  paisCodigo: { 'ui:readonly': true },
};
const validator = customizeValidator({ ajvOptionsOverrides });
const index = createPlaceIndex(testPlaces);

/** Every suggestion request the story answered (tests read it). */
export const suggestionCalls: ApiRequest[] = [];

export interface AddressPickerStoryProps {
  readonly formData?: Record<string, unknown>;
  readonly error?: string;
  readonly disabled?: boolean;
  readonly readonly?: boolean;
  /** The main address of an account: `paisCodigo`, `tipoDocumento`, `condicionIva` and `ui:options.foreignTaxIdPreset`. */
  readonly mainAddress?: boolean;
}

/** The form of an address picker story. */
export function AddressPickerStory({ formData, error, disabled, readonly, mainAddress }: AddressPickerStoryProps) {
  const { queryClient, api } = useMemo(() => {
    const api = createApiClient(async (request) => {
      if (request.path !== SUGGESTIONS_PATH) return { status: 404, body: { error: { codigo: 'no_encontrado', mensaje: 'No existe' } } };
      suggestionCalls.push(request);
      return { status: 200, body: { datos: suggestAddresses({ texto: request.params?.texto ?? '', pais: request.params?.pais }, index) } };
    });
    return { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }), api };
  }, []);
  const [stored, setStored] = useState<unknown>(formData ?? {});
  const extraErrors = useMemo(() => (error ? toFieldErrorSchema([{ path: 'direccionCompleta', message: error }]) : undefined), [error]);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <div className="bo-page" style={{ padding: 24, maxWidth: 720, minHeight: 420 }}>
          <EngineForm
            className="bo-record-form"
            schema={mainAddress ? accountSchema : schema}
            uiSchema={mainAddress ? accountUiSchema : uiSchema}
            validator={validator}
            formData={formData}
            extraErrors={extraErrors}
            disabled={disabled}
            readonly={readonly}
            onChange={(event) => setStored(event.formData)}
          />
          <p>
            Datos guardados: <code data-testid="stored">{JSON.stringify(stored ?? {})}</code>
          </p>
        </div>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
