/**
 * rjsf's `Form` without two costs that a keystroke paid over the whole form (bench/browser,
 * docs/benchmarks.md "Browser: form keystroke latency"; docs/decisions.md, "A keystroke costs its field"):
 *
 * 1. **The echo.** A controlled form's parent stores what `onChange` reported and hands it back as
 *    `formData`. rjsf 6 (`getSnapshotBeforeUpdate`) then deep-compares every prop and runs
 *    `getStateFromProps` again (defaults over the whole schema, the root schema retrieved, the
 *    registry compared) to find that nothing changed. When the parent hands back *the very object*
 *    the form holds and every other prop is the same object (functions aside, which rjsf's own
 *    comparison ignores too), there is nothing to find: that update is skipped.
 * 2. **Defaults on a leaf edit.** Each change runs `getStateFromProps` on a `structuredClone` of the
 *    whole data: the schema's defaults are computed again over every field and array row, and the
 *    clone gives every untouched subtree a new identity, so that every field's memo has to compare
 *    its value deeply. When the root schema has nothing that makes defaults or the retrieved schema
 *    depend on the data (`sharedLeafSchema`) and the change only set primitive leaves to defined
 *    values (no key removed, no structure changed), the data is already its own defaults: it is
 *    rebuilt from the previous data sharing every untouched subtree, and the defaults and root schema
 *    of the previous state are reused. Anything else (a cleared field, an added array row, a schema
 *    with `if`/`oneOf`/`const`…) takes rjsf's path unchanged.
 *
 * Validation, `extraErrors`, sanitising and the change report are still rjsf's (`super`).
 */
import Form from '@rjsf/core';
import type { FormProps, FormState } from '@rjsf/core';
import type { FormContextType, RJSFSchema, SchemaUtilsType, StrictRJSFSchema } from '@rjsf/utils';

/** Keywords that make defaults, or the retrieved root schema, depend on the data (or override it). */
const dataDependent = new Set([
  'if',
  'then',
  'else',
  'dependencies',
  'dependentSchemas',
  'oneOf',
  'anyOf',
  'allOf',
  'const',
  'patternProperties',
  'additionalItems',
]);

function dependsOnData(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(dependsOnData);
  if (!schema || typeof schema !== 'object') return false;
  for (const [key, value] of Object.entries(schema)) {
    if (dataDependent.has(key)) return true;
    if (key === 'additionalProperties' && value !== false) return true;
    if (key !== 'default' && key !== 'enum' && key !== 'examples' && dependsOnData(value)) return true;
  }
  return false;
}

const safeSchemas = new WeakMap<object, boolean>();

/** Whether a leaf edit leaves this root schema's defaults and retrieved schema as they were (cached per schema object). */
export function sharedLeafSchema(schema: object): boolean {
  let safe = safeSchemas.get(schema);
  if (safe === undefined) {
    safe = !dependsOnData(schema);
    safeSchemas.set(schema, safe);
  }
  return safe;
}

const isPrimitive = (value: unknown) => value === null || (typeof value !== 'object' && typeof value !== 'function');
const isDefinedPrimitive = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** Marks "not a leaf edit" in `sharedLeafChange`. */
export const NOT_A_LEAF_EDIT: unique symbol = Symbol('not a leaf edit');

/**
 * `next` rebuilt on `previous`: every subtree equal to the previous one is the previous object, the
 * changed ones are new. `NOT_A_LEAF_EDIT` unless the two differ only in primitive leaves that now hold
 * a defined value (a key may appear with one; none may disappear or become empty, and no array may
 * change length).
 */
export function sharedLeafChange(previous: unknown, next: unknown): unknown {
  if (Object.is(previous, next)) return previous;
  if (isPrimitive(next)) return isDefinedPrimitive(next) && (previous === undefined || isPrimitive(previous)) ? next : NOT_A_LEAF_EDIT;
  if (isPrimitive(previous) || previous === undefined) return NOT_A_LEAF_EDIT;
  if (Array.isArray(next)) {
    if (!Array.isArray(previous) || previous.length !== next.length) return NOT_A_LEAF_EDIT;
    let changed = false;
    const result = new Array<unknown>(next.length);
    for (let i = 0; i < next.length; i++) {
      const item = sharedLeafChange(previous[i], next[i]);
      if (item === NOT_A_LEAF_EDIT) return NOT_A_LEAF_EDIT;
      changed ||= item !== previous[i];
      result[i] = item;
    }
    return changed ? result : previous;
  }
  if (Array.isArray(previous) || Object.getPrototypeOf(next) !== Object.prototype) return NOT_A_LEAF_EDIT;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  for (const key of Object.keys(before)) if (before[key] !== undefined && !(key in after)) return NOT_A_LEAF_EDIT;
  let changed = false;
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    const value = sharedLeafChange(before[key], after[key]);
    if (value === NOT_A_LEAF_EDIT) return NOT_A_LEAF_EDIT;
    changed ||= value !== before[key] || !(key in before);
    result[key] = value;
  }
  return changed || Object.keys(before).length !== Object.keys(after).length ? result : previous;
}

/** The props whose change never reaches the state: rjsf compares functions as equal, and the children are the form's buttons. */
const outsideState = (key: string, value: unknown) => key === 'children' || key === 'formData' || typeof value === 'function';

/** Whether `props` differ from `prevProps` in nothing but `formData` (same objects; functions and children aside). */
function onlyFormDataChanged<P extends object>(props: P, prevProps: P): boolean {
  const now = props as Record<string, unknown>;
  const before = prevProps as Record<string, unknown>;
  const keys = new Set([...Object.keys(now), ...Object.keys(before)]);
  for (const key of keys) if (!outsideState(key, now[key] ?? before[key]) && now[key] !== before[key]) return false;
  return true;
}

interface LeafEdit {
  readonly formData: unknown;
  readonly retrievedSchema: unknown;
}

const patched = new WeakSet<object>();

/** rjsf's Form with the two savings above. */
export class LeanForm<T = unknown, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType> extends Form<T, S, F> {
  /** Set only during the synchronous `getStateFromProps` of a leaf edit: what the schema utils answer without computing. */
  private leafEdit: LeafEdit | null = null;

  override getSnapshotBeforeUpdate(prevProps: FormProps<T, S, F>, prevState: FormState<T, S, F>): ReturnType<Form<T, S, F>['getSnapshotBeforeUpdate']> {
    // The parent handed back the form's own data, and nothing else changed: the state already is what rjsf would derive.
    if (this.props.formData === this.state.formData && this.state.formData === prevState.formData && onlyFormDataChanged(this.props, prevProps))
      return { shouldUpdate: false };
    return super.getSnapshotBeforeUpdate(prevProps, prevState);
  }

  override getStateFromProps(
    props: FormProps<T, S, F>,
    inputFormData?: T,
    retrievedSchema?: S,
    resetErrorsForSchema?: boolean,
    getFormDataChangedFields?: () => string[],
    skipLiveValidate?: boolean,
    shouldSanitize?: boolean,
    prevState: FormState<T, S, F> | undefined = this.state,
    fallbackProps: FormProps<T, S, F> = this.props,
  ): FormState<T, S, F> {
    const call = (data: T | undefined) =>
      super.getStateFromProps(
        props,
        data,
        retrievedSchema,
        resetErrorsForSchema,
        getFormDataChangedFields,
        skipLiveValidate,
        shouldSanitize,
        prevState,
        fallbackProps,
      );
    const utils = prevState?.schemaUtils;
    const schema = 'schema' in props ? props.schema : fallbackProps.schema;
    const behaviour =
      'experimental_defaultFormStateBehavior' in props ? props.experimental_defaultFormStateBehavior : fallbackProps.experimental_defaultFormStateBehavior;
    // Only a change (rjsf's processChange: live validation skipped, the previous state given) of a form whose schema
    // utils and schema stay as they were.
    if (!utils || !skipLiveValidate || retrievedSchema !== undefined || behaviour || !prevState.retrievedSchema || utils.getRootSchema() !== prevState.schema)
      return call(inputFormData);
    if (!sharedLeafSchema(schema) || !sharedLeafSchema(prevState.schema)) return call(inputFormData);
    const shared = sharedLeafChange(prevState.formData, inputFormData);
    if (shared === NOT_A_LEAF_EDIT) return call(inputFormData);
    installLeafEdit(utils, () => this.leafEdit);
    this.leafEdit = { formData: shared, retrievedSchema: prevState.retrievedSchema };
    try {
      // Nothing to sanitise: the retrieved schema cannot change, and rjsf would hash the whole data to find that out.
      return super.getStateFromProps(
        props,
        shared as T,
        retrievedSchema,
        resetErrorsForSchema,
        getFormDataChangedFields,
        skipLiveValidate,
        false,
        prevState,
        fallbackProps,
      );
    } finally {
      this.leafEdit = null;
    }
  }
}

/**
 * Teaches one schema-utils object (rjsf keeps it while the schema, validator and behaviour stay) the
 * leaf edit: the root's defaults of the edited data are that data. And, since its root schema has
 * nothing data-dependent (`sharedLeafSchema`, checked before this is installed), a schema retrieved
 * from it does not depend on the data: each schema object is retrieved once (rjsf's ObjectField
 * retrieved the root schema again, resolving every reference, on each keystroke). Outside a leaf edit,
 * rjsf's own `getDefaultFormState` answers.
 */
function installLeafEdit<T, S extends StrictRJSFSchema, F extends FormContextType>(utils: SchemaUtilsType<T, S, F>, edit: () => LeafEdit | null): void {
  if (patched.has(utils)) return;
  patched.add(utils);
  const getDefaultFormState = utils.getDefaultFormState.bind(utils);
  const retrieveSchema = utils.retrieveSchema.bind(utils);
  const isRoot = (schema: S, data: unknown) => {
    const current = edit();
    return current !== null && data === current.formData && schema === utils.getRootSchema();
  };
  utils.getDefaultFormState = ((schema: S, formData?: T, ...rest: unknown[]) =>
    isRoot(schema, formData) ? formData : (getDefaultFormState as (...a: unknown[]) => unknown)(schema, formData, ...rest)) as typeof utils.getDefaultFormState;
  // Keyed by the schema object and rjsf's one option (resolveAnyOfOrOneOfRefs, moot without oneOf/anyOf but kept apart).
  const retrieved = [new WeakMap<object, S>(), new WeakMap<object, S>()];
  utils.retrieveSchema = ((schema: S, formData?: T, resolveRefs?: boolean) => {
    if (isRoot(schema, formData)) return edit()!.retrievedSchema as S;
    if (!schema || typeof schema !== 'object') return retrieveSchema(schema, formData, resolveRefs);
    const cache = retrieved[resolveRefs ? 1 : 0];
    let result = cache.get(schema);
    if (result === undefined) {
      result = retrieveSchema(schema, formData, resolveRefs);
      cache.set(schema, result);
    }
    return result;
  }) as typeof utils.retrieveSchema;
}
