/**
 * The `preview` row action: the module's registered form, read-only, in a Blueprint Dialog (the
 * same rjsf theme, widgets and ui schema as FormScreen; no save, no history). SchemaFormDialog is
 * the editing counterpart and has no read-only mode, so this one renders the same pieces read-only.
 */
import { Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { t } from '../../core/messages';
import { assignWidgets } from '../../core/widgetTesters';
import type { ModuleRecord, RecordData } from '../data/types';
import { useEngine, useModule } from '../engine/EngineProvider';
import { templates } from '../theme/blueprintTheme';
import { translateString } from '../theme/translateString';
import { allFields, allWidgets, fieldNames, widgetTesters } from '../widgets/widgetCatalog';

export interface PreviewDialogProps {
  readonly module: string;
  readonly record: ModuleRecord | null;
  readonly onClose: () => void;
}

export function PreviewDialog({ module: name, record, onClose }: PreviewDialogProps) {
  const { validatorFor } = useEngine();
  const { module, config } = useModule(name);
  const uiSchema = useMemo(() => assignWidgets(module.schema, module.ui, widgetTesters(), undefined, fieldNames()), [module]);
  const widgets = useMemo(() => allWidgets(), []);
  const fields = useMemo(() => allFields(), []);
  const title = record ? `${t('list.preview')}: ${String(record.datos[module.searchFields[0] ?? ''] ?? config.title)}` : config.title;
  return (
    <Dialog isOpen={record !== null} title={title} onClose={onClose} className="bo-preview-dialog" style={{ width: 720 }}>
      <DialogBody>
        {record && (
          <Form<RecordData>
            className="bo-dialog-form"
            schema={module.schema as unknown as RJSFSchema}
            uiSchema={uiSchema as UiSchema}
            validator={validatorFor(module)}
            formData={record.datos}
            formContext={{ mode: 'view', formData: record.datos, owner: { id: record.id, readOnly: true } }}
            // The form behind the dialog (a record form, a link field's) keeps the `root` ids.
            idPrefix={`vista_${name}`}
            templates={templates}
            widgets={widgets}
            fields={fields}
            translateString={translateString}
            showErrorList={false}
            noHtml5Validate
            readonly
          >
            <span className={Classes.TEXT_MUTED} />
          </Form>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t('ui.close')} onClick={onClose} />} />
    </Dialog>
  );
}
