/**
 * Relative default dates from configuration (`ui:options.default`, e.g. `{ "days": -7 }`, ACT-08,
 * CST-50…52): resolved once with engine/core's `resolveRelativeDate` when the form creates a record
 * (`formContext.mode === "create"`) and the field is empty. Editing never fills a date silently.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useEffect } from 'react';
import { resolveRelativeDate, toIsoDate, toIsoDateTime, type RelativeDateSpec } from '../../engine/core/format';

/** The form context the date widgets read. */
export interface DateFormContext {
  readonly mode?: 'create' | 'edit';
  /** "Now" for relative defaults (tests and stories pin it); default: the clock. */
  readonly now?: Date;
}

/** Fills the field with its relative default on mount, when it applies. */
export function useRelativeDefault({ value, options, registry, onChange }: WidgetProps, withTime: boolean): void {
  const spec = options.default as RelativeDateSpec | undefined;
  const context = (registry.formContext ?? {}) as DateFormContext;
  useEffect(() => {
    if (!spec || context.mode !== 'create' || (value !== undefined && value !== null && value !== '')) return;
    const date = resolveRelativeDate(spec, context.now ?? new Date());
    onChange(withTime ? toIsoDateTime(date) : toIsoDate(date));
    // Once, on mount: later clearing by the user must stick.
  }, []);
}
