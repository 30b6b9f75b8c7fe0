/**
 * The passport file modal of Home in token mode (HOM-10, HOM-OP05): the passenger's note of type PAS
 * (the record's `notas`, COP-OP03) with the upload field of WID-01 (pdf, jpg, jpeg, png, as the
 * schema declares), in the engine's form dialog; Aceptar saves the passenger with that note.
 */
import { useMemo, useState } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import { t } from '../../../engine/core/messages';
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { useApiClient } from '../../../engine/react/api/ApiClientProvider';
import type { ModuleRecord } from '../../../engine/react/data/types';
import { itemValidator } from '../../../engine/react/dialogs/itemValidator';
import { SchemaFormDialog } from '../../../engine/react/dialogs/SchemaFormDialog';
import { useEngine, useModule } from '../../../engine/react/engine/EngineProvider';
import { useNotify } from '../../../engine/react/notifications/useNotify';
import { useFailureNotice } from '../../../engine/react/notifications/useFailureNotice';

const MODULE = 'contactooportunidad';
const FIELD = 'notas';
const PASSPORT = 'PAS';

export interface PasaporteDialogProps {
  readonly passenger?: ModuleRecord;
  readonly onClose?: () => void;
  readonly onSaved?: () => void;
  /** Registered as a screen file of the folder: never opened as one. */
  readonly screen?: CustomScreenConfig;
}

/** The modal for `passenger`'s passport file. */
export function PasaporteDialog({ passenger, onClose = () => {}, onSaved = () => {} }: PasaporteDialogProps) {
  const api = useApiClient();
  const { validatorFor } = useEngine();
  const { module } = useModule(MODULE);
  const { success } = useNotify();
  const failed = useFailureNotice();
  const [busy, setBusy] = useState(false);
  const itemSchema = (module.schema.properties[FIELD] as { items: RJSFSchema }).items;
  const validator = useMemo(() => itemValidator(validatorFor(module), module.schema as RJSFSchema, [FIELD]), [validatorFor, module]);
  if (!passenger) return null;
  const notes = Array.isArray(passenger.datos[FIELD]) ? (passenger.datos[FIELD] as Record<string, unknown>[]) : [];
  const current = notes.find((note) => note.tipoDocumento === PASSPORT);
  const formData = current ?? { tipoDocumento: PASSPORT, nombre: `${t(`${MODULE}.pasaporte`)} ${String(passenger.datos.mostrarNombre ?? '')}`.trim() };

  const accept = async (note: Record<string, unknown>) => {
    setBusy(true);
    try {
      // The stored record (the list's row may be older), its other notes kept, this one replaced.
      const stored = await api.get<ModuleRecord>(`/api/modulos/${MODULE}/${passenger.id}`);
      const others = (Array.isArray(stored.datos[FIELD]) ? (stored.datos[FIELD] as Record<string, unknown>[]) : []).filter((n) => n.tipoDocumento !== PASSPORT);
      await api.put(`/api/modulos/${MODULE}/${passenger.id}`, {
        version: stored.version,
        datos: { ...stored.datos, [FIELD]: [...others, { ...note, tipoDocumento: PASSPORT }] },
      });
      success(t(`${MODULE}.saveSuccess`));
      onSaved();
      onClose();
    } catch (error) {
      failed(error, t(`${MODULE}.saveError`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SchemaFormDialog
      isOpen
      title={t(`${MODULE}.pasaporteTitulo`, { nombre: String(passenger.datos.mostrarNombre ?? '') })}
      schema={itemSchema}
      uiSchema={{ tipoDocumento: { 'ui:widget': 'hidden' }, 'ui:order': ['archivo', 'nombre', 'tipoDocumento'] }}
      formData={formData}
      validator={validator}
      formContext={{ mode: current ? 'edit' : 'create' }}
      busy={busy}
      onAccept={(data) => void accept(data)}
      onCancel={onClose}
    />
  );
}
