/**
 * The `preview` row action: the module's registered form, read-only, in a Blueprint Dialog (the
 * same rjsf theme, widgets and ui schema as FormScreen; no save, no history). SchemaFormDialog is
 * the editing counterpart and has no read-only mode, so this one renders the same pieces read-only.
 */
import { Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { t } from '../../core/messages';
import { recordNameField } from '../../core/recordName';
import type { ModuleRecord } from '../data/types';
import { useEngine, useModule } from '../engine/EngineProvider';
import { EngineForm } from '../form/EngineForm';

export interface PreviewDialogProps {
  readonly module: string;
  readonly record: ModuleRecord | null;
  readonly onClose: () => void;
}

export function PreviewDialog({ module: name, record, onClose }: PreviewDialogProps) {
  const { validatorFor, config: appConfig } = useEngine();
  const { module } = useModule(name);
  // Named as the form names it (the record's name), else by what it is in the singular ("Cuenta", not the list's "Cuentas").
  const nameField = recordNameField(appConfig, name, module);
  const named = nameField ? record?.datos[nameField] : undefined;
  const singular = String((module.schema as { title?: unknown }).title ?? name);
  const title = `${t('list.preview')}: ${typeof named === 'string' && named.trim() ? named : singular}`;
  return (
    <Dialog isOpen={record !== null} title={title} onClose={onClose} className="bo-preview-dialog" style={{ width: 720 }}>
      <DialogBody>
        {record && (
          <EngineForm
            className="bo-dialog-form"
            schema={module.schema as unknown as RJSFSchema}
            uiSchema={module.ui as UiSchema}
            validator={validatorFor(module)}
            formData={record.datos}
            formContext={{ mode: 'view', formData: record.datos, owner: { id: record.id, readOnly: true } }}
            // The form behind the dialog (a record form, a link field's) keeps the `root` ids.
            idPrefix={`vista_${name}`}
            // Disabled as a read-only record's form is, so text inputs look as greyed as its switches and selects.
            disabled
            readonly
          >
            <span className={Classes.TEXT_MUTED} />
          </EngineForm>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t('ui.close')} onClick={onClose} />} />
    </Dialog>
  );
}
