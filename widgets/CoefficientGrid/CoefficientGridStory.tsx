/**
 * Story harness of the coefficient grid: a real rjsf form over the IIBB fixture module's schema
 * (tests/fixtures/modules/iibbprueba), the widget picked by its tester from `x-widget`, the 24
 * jurisdictions from an in-memory lookup API and the stored data shown under the form.
 */
import { EngineForm } from '../../engine/react/form/EngineForm';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { createApiClient } from '../../engine/react/api/ApiClient';
import { ApiClientProvider } from '../../engine/react/api/ApiClientProvider';
import { NotificationProvider } from '../../engine/react/notifications/NotificationProvider';
import { toFieldErrorSchema } from '../../engine/react/form/fieldErrors';
import { ajvOptionsOverrides } from '../../engine/react/validation/ajvOptions';
import fixture from '../../tests/fixtures/modules/iibbprueba/iibbprueba.schema.json';
import './index';

const NAMES = [
  'Ciudad Autónoma de Buenos Aires',
  'Buenos Aires',
  'Catamarca',
  'Córdoba',
  'Corrientes',
  'Chaco',
  'Chubut',
  'Entre Ríos',
  'Formosa',
  'Jujuy',
  'La Pampa',
  'La Rioja',
  'Mendoza',
  'Misiones',
  'Neuquén',
  'Río Negro',
  'Salta',
  'San Juan',
  'San Luis',
  'Santa Cruz',
  'Santa Fe',
  'Santiago del Estero',
  'Tierra del Fuego',
  'Tucumán',
];
/** The seeded `jurisdicciones` lookup (Convenio Multilateral codes 901–924). */
export const jurisdicciones = NAMES.map((descripcion, i) => ({ codigo: String(901 + i), descripcion }));

const { $schema: _draft, $id: _id, ...schema } = fixture;
const validator = customizeValidator({ ajvOptionsOverrides });

export interface CoefficientGridStoryProps {
  readonly rows?: ReadonlyArray<Record<string, unknown>>;
  readonly error?: string;
  readonly disabled?: boolean;
  readonly readonly?: boolean;
}

/** The form of a coefficient grid story. */
export function CoefficientGridStory({ rows, error, disabled, readonly }: CoefficientGridStoryProps) {
  const { queryClient, api } = useMemo(() => {
    const api = createApiClient(async (request) =>
      request.path === '/api/combos/jurisdicciones'
        ? { status: 200, body: { datos: jurisdicciones } }
        : { status: 404, body: { error: { codigo: 'no_encontrado', mensaje: 'No existe' } } },
    );
    return { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }), api };
  }, []);
  const formData = { nombre: 'Cuenta de prueba', coeficientes: rows ?? [] };
  const [stored, setStored] = useState<unknown>(formData);
  const extraErrors = useMemo(() => (error ? toFieldErrorSchema([{ path: 'coeficientes', message: error }]) : undefined), [error]);
  return (
    <NotificationProvider>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>
          <div className="bo-page" style={{ padding: 24, maxWidth: 760 }}>
            <EngineForm
              className="bo-record-form"
              schema={schema as RJSFSchema}
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
    </NotificationProvider>
  );
}
