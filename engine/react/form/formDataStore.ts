/**
 * The form's current data for widgets that read other fields (prefill rules, filtered combos),
 * handed through rjsf's formContext as a **stable store**, not as the data object: rjsf memoises
 * every field on a deep comparison of its props (registry.formContext included), so a new data
 * object on each keystroke re-rendered every field of the form (measured by bench/browser: ~1,100
 * fields per keystroke on the 300-field form). A widget reads the data when it acts (`get`), or
 * subscribes to just the values it shows (`useFormValue`), and re-renders only when those change.
 */
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { FormContext, FormData, FormDataStore } from './formContext';

export type { FormData, FormDataStore };

/** A store that always holds `data` (the latest render's), notifying subscribers after each change. */
export function useFormDataStore(data: FormData): FormDataStore {
  const state = useRef({ data, listeners: new Set<() => void>() });
  const store = useRef<FormDataStore | null>(null);
  store.current ??= {
    get: () => state.current.data,
    subscribe: (listener) => {
      state.current.listeners.add(listener);
      return () => state.current.listeners.delete(listener);
    },
  };
  useLayoutEffect(() => {
    if (state.current.data === data) return;
    state.current.data = data;
    for (const listener of [...state.current.listeners]) listener();
  }, [data]);
  return store.current;
}

const empty: FormData = {};

/** The form's data now (read it when acting, e.g. in a click handler): the formContext's store, or the plain `formData` some hosts pass (previews, stories). */
export function currentFormData(formContext: FormContext | undefined): FormData {
  return formContext?.formStore?.get() ?? formContext?.formData ?? empty;
}

const noSubscription = () => () => {};

/** A value selected from the form's data, re-rendering only when it changes (select must return a primitive). */
export function useFormValue<T extends string | number | boolean | null | undefined>(formContext: FormContext | undefined, select: (data: FormData) => T): T {
  const store = formContext?.formStore;
  const read = () => select(currentFormData(formContext));
  return useSyncExternalStore(store ? store.subscribe : noSubscription, read, read);
}
