/**
 * Story harness of the link-list field on the engine's fixture module: a real rjsf form over the
 * `prueba` schema's link lists (`direcciones`: principal + legal default; `archivos`: one
 * principal per type; `pasajeros`: linked through the contact search) with the module's ui schema,
 * our theme and every registered widget and field, and the data the form would send shown under it.
 * Render it inside EngineHarness: the address dialog's picker and the contact search call the API.
 */
import { EngineForm } from '../../engine/react/form/EngineForm';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import '../../app/modules/registerWidgets';
import { runtimeValidatorSource } from '../../engine/react/validation/runtimeValidatorSource';
import { fixtureRegistry } from '../../stories/support/fixtureRegistry';

export interface LinkListStoryProps {
  /** The record's data as read (saved rows carry no flags). */
  readonly formData?: Record<string, unknown>;
  /** A read-only form. */
  readonly readonly?: boolean;
  /** A disabled form. */
  readonly disabled?: boolean;
  /** Messages placed under the lists (e.g. a refused save's `campos`, a rule's message). */
  readonly extraErrors?: ErrorSchema;
  /** The fixture's link lists the form shows (`pasajeros` adds through the contact search: render it inside EngineHarness). */
  readonly lists?: readonly string[];
  /** The addresses are the record's main address (ACC-72): `tipoDocumento`, `condicionIva` and `ui:options.foreignTaxIdPreset` on `direcciones`. */
  readonly mainAddress?: boolean;
}

const LISTS = ['direcciones', 'archivos'];
/** What an account keeps beside its addresses for the foreign tax-id preset (ACC-72). */
const presetFields = { tipoDocumento: { type: 'string', title: 'Tipo de documento' }, condicionIva: { type: 'string', title: 'Condición de IVA' } };

export function LinkListStory({ formData, readonly, disabled, extraErrors, lists = LISTS, mainAddress }: LinkListStoryProps) {
  const module = fixtureRegistry().get('prueba');
  const schema = useMemo(
    () =>
      ({
        type: 'object',
        properties: { ...Object.fromEntries(lists.map((f) => [f, module.schema.properties[f]])), ...(mainAddress ? presetFields : {}) },
      }) as RJSFSchema,
    [module, lists, mainAddress],
  );
  const uiSchema = useMemo(() => {
    // The module's own ui schema of each list (its item dialog's read-only and hidden fields).
    const ui: Record<string, unknown> = Object.fromEntries(lists.map((f) => [f, module.ui[f] ?? {}]));
    if (mainAddress) ui.direcciones = { ...(ui.direcciones as object), 'ui:options': { foreignTaxIdPreset: true } };
    return ui;
  }, [module, lists, mainAddress]);
  const [data, setData] = useState<Record<string, unknown>>(formData ?? {});
  return (
    <div className="bo-page" style={{ padding: 24, maxWidth: 900 }}>
      <EngineForm
        schema={schema}
        uiSchema={uiSchema}
        validator={runtimeValidatorSource(module)}
        formData={data}
        readonly={readonly}
        disabled={disabled}
        extraErrors={extraErrors}
        onChange={(event) => setData(event.formData ?? {})}
      >
        <></>
      </EngineForm>
      <pre aria-label="Datos a enviar" data-testid="datos">
        {JSON.stringify(data)}
      </pre>
    </div>
  );
}
