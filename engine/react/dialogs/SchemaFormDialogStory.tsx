/**
 * Story harness of SchemaFormDialog on a registered module schema (the fixture's `pruebacontacto`):
 * a button opens the module's form in the dialog; what Aceptar hands back is shown under it.
 */
import { Button } from '@blueprintjs/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';
import '../../../app/modules/registerWidgets';
import { fixtureRegistry } from '../../../stories/support/fixtureRegistry';
import { runtimeValidatorSource } from '../validation/runtimeValidatorSource';
import { SchemaFormDialog } from './SchemaFormDialog';

export interface SchemaFormDialogStoryProps {
  /** The values the form opens with. */
  readonly formData?: Record<string, unknown>;
  /** The fixture module whose form opens (default `pruebacontacto`). */
  readonly module?: string;
}

export function SchemaFormDialogStory({ formData, module: name = 'pruebacontacto' }: SchemaFormDialogStoryProps) {
  const module = fixtureRegistry().get(name);
  const [open, setOpen] = useState(false);
  const [accepted, setAccepted] = useState<Record<string, unknown> | null>(null);
  return (
    <div className="bo-page" style={{ padding: 24 }}>
      <Button text="Abrir formulario" onClick={() => setOpen(true)} />
      <SchemaFormDialog
        isOpen={open}
        title={module.schema.title}
        schema={module.schema as unknown as RJSFSchema}
        uiSchema={module.ui}
        formData={formData}
        validator={runtimeValidatorSource(module)}
        onAccept={(data) => {
          setAccepted(data);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
      <pre data-testid="aceptado">{accepted ? JSON.stringify(accepted) : ''}</pre>
    </div>
  );
}
