/**
 * The form widgets load with the first form (code splitting): the app names how to load
 * them (`setWidgetLoader`, app/main.tsx); the lazy form screens and dialogs wait for
 * `loadWidgets()`. Without a loader (tests and stories import the widgets themselves) it resolves
 * at once.
 */
let loader: (() => Promise<unknown>) | null = null;
let loading: Promise<void> | null = null;

/** Sets how the widget folders are loaded (once, at start-up). */
export function setWidgetLoader(load: () => Promise<unknown>): void {
  loader = load;
  loading = null;
}

/** Loads the widgets once; later calls share the same promise. */
export function loadWidgets(): Promise<void> {
  loading ??= (loader ? loader() : Promise.resolve()).then(() => undefined);
  return loading;
}
