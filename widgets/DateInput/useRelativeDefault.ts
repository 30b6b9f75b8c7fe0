/**
 * Relative default dates from configuration (`ui:options.default`, e.g. `{ "days": -7 }`, ACT-08,
 * CST-50…52), resolved with engine/core's `resolveRelativeDefault` when the form creates a record
 * (`formContext.mode === "create"`) and the field is empty. `ui:options.base` names the record field
 * (or fields, first set wins) the default counts from: "start + 5 minutes" (ACT-17), "10:00 on the
 * out date" (OPP-35). While the user has not touched the field it follows its base; once the user
 * types, picks or clears, the value is theirs. Editing a record never fills a date silently.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import type { RelativeDateSpec } from '../../engine/core/format';
import { baseValueOf, resolveRelativeDefault, type RelativeBase } from '../../engine/core/format/resolveRelativeDefault';
import type { FormContext } from '../../engine/react/form/formContext';
import { useFormValue } from '../../engine/react/form/formDataStore';
import { isEmpty as blank } from '../../engine/core/blank';

/** Fills the field with its relative default on mount and when its base changes, while it applies. */
export function useRelativeDefault({ value, options, registry, onChange }: WidgetProps, withTime: boolean): void {
  const spec = options.default as RelativeDateSpec | undefined;
  const base = options.base as RelativeBase | undefined;
  const context: FormContext = registry.formContext ?? {};
  const baseValue = useFormValue(registry.formContext, (data) => baseValueOf(data, base));
  // The value this hook wrote last: a different value means the user took over.
  const written = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!spec || context.mode !== 'create') return;
    const untouched = written.current === undefined ? blank(value) : value === written.current;
    if (!untouched) return;
    const next = resolveRelativeDefault(spec, { now: context.now ?? new Date(), base: baseValue, withTime });
    written.current = next;
    if (next !== value) onChange(next);
    // On mount and when the base changes only: the user's own edits must stick.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberate dependencies, said above
  }, [baseValue]);
}
