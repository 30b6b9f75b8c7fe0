/**
 * A period as one object `{ desde, hasta }` (`x-widget: "dateRange"`, each part `format: "date"`
 * or `"date-time"`): two DateFields side by side — `dd/MM/yyyy`, Monday weeks, placeholder dates
 * blank (WID-15, WID-16) — where `hasta` cannot be picked before `desde` nor `desde` after
 * `hasta`. Blueprint's DateRangeInput was the first choice, but its target puts `aria-expanded`
 * and `aria-haspopup` on a role-less div (axe: critical). Rendered through DateRangeField, so
 * it shows its own label (a group over both boxes) and the errors of both parts.
 */
import { ControlGroup, FormGroup, Intent } from '@blueprintjs/core';
import '../../engine/react/theme/blueprintLater.css';
import { errorId, type WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { t } from '../../engine/core/messages';
import { DateField } from '../DateInput/DateField';
import { pickerDate } from '../DateInput/datePickerSettings';
import { RequiredLabel } from '../../engine/react/theme/RequiredLabel';

/** The stored shape of a period. */
export interface Periodo {
  readonly desde?: string;
  readonly hasta?: string;
}

const partFormat = (schema: WidgetProps['schema']) => (schema.properties?.desde as { format?: string } | undefined)?.format;

/** Only the parts that are set (an empty part is left out of the stored object). */
function periodo(desde: string | undefined, hasta: string | undefined): Periodo {
  return { ...(desde ? { desde } : {}), ...(hasta ? { hasta } : {}) };
}

/** rjsf widget `DateRange` (value: `{ desde, hasta }`). */
export function DateRangeWidget({ id, value, schema, label, required, disabled, readonly, autofocus, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const withTime = partFormat(schema) === 'date-time';
  const { desde, hasta } = (value ?? {}) as Periodo;
  const from = useMemo(() => pickerDate(desde, withTime) ?? undefined, [desde, withTime]);
  const to = useMemo(() => pickerDate(hasta, withTime) ?? undefined, [hasta, withTime]);
  const errors = (rawErrors ?? []).filter(Boolean);
  const invalid = errors.length > 0;
  const labelId = `${id}__label`;
  const part = (name: keyof Periodo) => ({
    withTime,
    disabled,
    readonly,
    required,
    invalid,
    inputProps: { 'aria-label': t(name === 'desde' ? 'date.from' : 'date.to'), 'aria-describedby': invalid ? errorId(id) : undefined },
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  });
  return (
    <FormGroup
      className="bo-field bo-date-range"
      label={
        <span id={labelId}>
          <RequiredLabel label={label} required={required} />
        </span>
      }
      helperText={
        invalid ? (
          <span id={errorId(id)} role="alert">
            {errors.join(' ')}
          </span>
        ) : undefined
      }
      intent={invalid ? Intent.DANGER : Intent.NONE}
    >
      <ControlGroup fill role="group" aria-labelledby={labelId}>
        <DateField {...part('desde')} id={id} value={desde} autoFocus={autofocus} maxDate={to} onChange={(next) => onChange(periodo(next, hasta))} />
        <DateField {...part('hasta')} id={`${id}_hasta`} value={hasta} minDate={from} onChange={(next) => onChange(periodo(desde, next))} />
      </ControlGroup>
    </FormGroup>
  );
}
