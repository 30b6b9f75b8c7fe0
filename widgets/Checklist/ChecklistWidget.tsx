/**
 * Checklist (WID-18): an array of enum strings as Blueprint checkboxes, one per option with a
 * label and a value, kept in the options' order. The group is labelled by the field's title
 * (FieldTemplate shows it once above the boxes).
 */
import { Checkbox } from '@blueprintjs/core';
import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { checklistOptions, toggleChecklistValue } from './checklistOptions';

/** The widget's registry name. */
export const CHECKLIST_WIDGET = 'checklist';

/** rjsf widget for multiple choice from a short list. */
export function ChecklistWidget({
  id,
  htmlName,
  value,
  options,
  schema,
  uiSchema,
  label,
  disabled,
  readonly,
  autofocus,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const shown = checklistOptions(options.enumOptions, schema, uiSchema);
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const invalid = Boolean(rawErrors?.length);
  return (
    <div id={id} role="group" aria-label={label} aria-describedby={ariaDescribedByIds(id)} className="bo-checklist" data-widget={CHECKLIST_WIDGET}>
      {shown.map((option, index) => (
        <Checkbox
          key={String(option.value)}
          id={optionId(id, index)}
          name={htmlName || id}
          label={option.label}
          checked={selected.includes(option.value)}
          disabled={disabled || readonly || (options.enumDisabled ?? []).includes(option.value)}
          inline={options.inline === true}
          autoFocus={autofocus && index === 0}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(toggleChecklistValue(selected, shown, option.value, event.currentTarget.checked))}
          onBlur={() => onBlur(id, selected)}
          onFocus={() => onFocus(id, selected)}
        />
      ))}
    </div>
  );
}
