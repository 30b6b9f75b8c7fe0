/**
 * The actions cell of a list row, from the screen's `rowActions`, each kind drawn by its view
 * (a registry): open (the form, to edit or read-only), preview (a read-only dialog), a switch per toggled boolean field,
 * annul (or the `Anulado` tag once it is). Clicks here never open the row. A write needs the
 * module's write guard on that row (its record clauses too) and the field's own write guard, as
 * the server decides.
 */
import { Button, ButtonGroup, Switch, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '../router/Router';
import { t } from '../../core/messages';
import type { FormScreenConfig, RowActionConfig } from '../../core/screenConfig';
import type { ModuleRecord } from '../data/types';
import { openPath } from '../screens/screenLinks';
import type { TransitionConfig } from '../../core/transitions';
import { TransitionAction } from '../transitions/TransitionAction';
import { annulledValue, type RowActionsController } from './useRowActions';

export interface RowActionsProps {
  readonly row: ModuleRecord;
  readonly actions: readonly RowActionConfig[];
  readonly controller: RowActionsController;
  readonly form?: FormScreenConfig;
  /** Whether the user may change this field of this row (module write guard on the row, the field's `x-access.write`). */
  readonly canWrite: (field: string) => boolean;
  /** Label of a field (schema title) for switches without their own label. */
  readonly labelOf: (field: string) => string;
  /** The listed module and its transitions (`transition` actions). */
  readonly module?: string;
  readonly transitions?: readonly TransitionConfig[];
}

type ActionView<K extends RowActionConfig['kind']> = (
  action: Extract<RowActionConfig, { kind: K }>,
  props: RowActionsProps & { readonly open: (path: string) => void },
) => ReactNode;

const rowActionViews: { readonly [K in RowActionConfig['kind']]: ActionView<K> } = {
  // `target: 'view'` opens the form's read-only view path (soloVer).
  open: (action, { row, form, open }) =>
    form ? (
      <Button
        icon="document-open"
        text={action.label ?? t(action.target === 'view' ? 'ui.view' : 'list.open')}
        onClick={() => open(openPath(form, row.id, action.target, row.datos))}
      />
    ) : null,
  preview: (action, { row, controller }) => <Button icon="eye-open" text={action.label ?? t('list.preview')} onClick={() => controller.preview(row)} />,
  // A user who may not write the row: a disabled switch, or, when the action names its `deniedMessage`
  // (ADM-17), a live one that says so and calls nothing.
  toggle: (action, { row, controller, canWrite, labelOf }) => {
    const writable = canWrite(action.field);
    return (
      <Switch
        className="bo-row-switch"
        role="switch"
        label={action.label ?? labelOf(action.field)}
        checked={controller.shown(row, action.field)}
        disabled={(!writable && !action.deniedMessage) || controller.busy(row, action.field)}
        onChange={() => (writable ? void controller.toggle(row, action) : controller.deny(action))}
      />
    );
  },
  annul: (action, { row, controller, canWrite }) =>
    annulledValue(row, action.field) ? (
      <Tag intent={action.intent ?? 'danger'} minimal>
        {action.doneLabel ?? t('list.annulled')}
      </Tag>
    ) : canWrite(action.field) ? (
      <Button
        icon={action.intent === 'success' ? 'tick-circle' : 'disable'}
        intent={action.intent ?? 'danger'}
        text={action.label ?? t('list.annul')}
        onClick={() => controller.askAnnul(row)}
      />
    ) : null,
  // A module transition (SUP-17, SUP-18): shown by its own guard and the row's state; the list reloads once done.
  transition: (action, { row, module, transitions }) => {
    const transition = transitions?.find((tr) => tr.name === action.name);
    return transition && module ? <TransitionAction module={module} transition={transition} record={row} /> : null;
  },
};

const viewOf = (action: RowActionConfig) => rowActionViews[action.kind] as ActionView<RowActionConfig['kind']>;

export function RowActions(props: RowActionsProps) {
  const navigate = useNavigate();
  // The record opened here remembers this list's URL (search, sort, page) for its "Volver".
  const { pathname, search } = useLocation();
  const open = (path: string) => navigate(path, { state: { lista: `${pathname}${search}` } });
  return (
    <div className="bo-row-actions" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()} role="presentation">
      <ButtonGroup variant="minimal">
        {props.actions.map((action, i) => (
          <span key={`${action.kind}-${'field' in action ? action.field : 'name' in action ? action.name : i}`}>
            {viewOf(action)(action, { ...props, open })}
          </span>
        ))}
      </ButtonGroup>
    </div>
  );
}
