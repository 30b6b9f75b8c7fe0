/**
 * One field row: a Blueprint FormGroup with the label shown once (widgets never repeat it;
 * checkboxes carry their own), a required marker, and the Spanish error or help text below.
 */
import { FormGroup, Intent } from '@blueprintjs/core';
import { errorId, helpId, type FieldTemplateProps } from '@rjsf/utils';
import { RequiredLabel } from './RequiredLabel';

/** rjsf FieldTemplate for the Blueprint theme. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, rawDescription, hidden, required, displayLabel, schema, classNames, style } = props;
  if (hidden) return <div className="bo-field-hidden">{children}</div>;
  // Objects render their own section titles; booleans their own checkbox label.
  if (schema.type === 'object') return children;
  const errors = (rawErrors ?? []).filter(Boolean);
  const helper = errors.length ? (
    <span id={errorId(id)} role="alert">
      {errors.join(' ')}
    </span>
  ) : rawHelp || rawDescription ? (
    <span id={helpId(id)}>{rawHelp || rawDescription}</span>
  ) : undefined;
  const showLabel = displayLabel && schema.type !== 'boolean';
  return (
    <FormGroup
      className={['bo-field', classNames].filter(Boolean).join(' ')}
      style={style as React.CSSProperties | undefined}
      label={showLabel ? <RequiredLabel label={label} required={required} /> : undefined}
      labelFor={id}
      helperText={helper}
      intent={errors.length ? Intent.DANGER : Intent.NONE}
    >
      {children}
    </FormGroup>
  );
}
