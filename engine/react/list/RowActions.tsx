/**
 * The actions cell of a list row, from the screen's `rowActions`: open (the form), preview (a
 * read-only dialog), a switch per toggled boolean field, annul (or the `Anulado` tag once it is).
 * Clicks here never open the row. Writes need the module's write guard.
 */
import { Button, ButtonGroup, Switch, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { t } from '../../core/messages';
import type { FormScreenConfig, RowActionConfig } from '../../core/screenConfig';
import type { ModuleRecord } from '../data/types';
import { editPath } from '../screens/screenLinks';
import { flagValue, type RowActionsController } from './useRowActions';

export interface RowActionsProps {
  readonly row: ModuleRecord;
  readonly actions: readonly RowActionConfig[];
  readonly controller: RowActionsController;
  readonly form?: FormScreenConfig;
  readonly canWrite: boolean;
  /** Label of a field (schema title) for switches without their own label. */
  readonly labelOf: (field: string) => string;
}

export function RowActions({ row, actions, controller, form, canWrite, labelOf }: RowActionsProps) {
  const navigate = useNavigate();
  return (
    <div className="bo-row-actions" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()} role="presentation">
      <ButtonGroup minimal>
        {actions.map((action) => {
          switch (action.kind) {
            case 'open':
              return form ? <Button key="open" icon="document-open" text={action.label ?? t('list.open')} onClick={() => navigate(editPath(form, row.id))} /> : null;
            case 'preview':
              return <Button key="preview" icon="eye-open" text={action.label ?? t('list.preview')} onClick={() => controller.preview(row)} />;
            case 'toggle': {
              const label = action.label ?? labelOf(action.field);
              return (
                <Switch
                  key={`toggle-${action.field}`}
                  className="bo-row-switch"
                  role="switch"
                  label={label}
                  checked={controller.shown(row, action.field)}
                  disabled={!canWrite || `${row.id}/${action.field}` in controller.pending}
                  onChange={() => void controller.toggle(row, action)}
                />
              );
            }
            case 'annul':
              return flagValue(row, action.field) ? (
                <Tag key="annul" intent="danger" minimal>
                  {t('list.annulled')}
                </Tag>
              ) : canWrite ? (
                <Button key="annul" icon="disable" intent="danger" text={action.label ?? t('list.annul')} onClick={() => controller.askAnnul(row)} />
              ) : null;
          }
        })}
      </ButtonGroup>
    </div>
  );
}
