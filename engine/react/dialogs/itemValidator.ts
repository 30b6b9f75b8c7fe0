/**
 * The rjsf validator of one item of an array inside a module schema (a link list's row), built on
 * the module's own validator: the item is validated in place — as row 0 of its array in an
 * otherwise empty record — and only the errors under that row are kept, re-pathed to the item.
 * So the app's precompiled, CSP-safe validator (compiled for the module's root schema only)
 * validates the item form as well as a runtime ajv one does, with the same messages.
 */
import { toErrorSchema, type FieldPathList, type RJSFSchema, type RJSFValidationError, type ValidatorType } from '@rjsf/utils';

type Data = Record<string, unknown>;

/** `{ a: { b: [item] } }` for the path `['a', 'b']`. */
function inPlace(path: FieldPathList, item: unknown): Data {
  let value: unknown = [item ?? {}];
  for (const key of [...path].reverse()) value = typeof key === 'number' ? Object.assign([], { [key]: value }) : { [key]: value };
  return value as Data;
}

/**
 * A validator for the items of the array at `path` (e.g. `['direcciones']`) of `rootSchema`,
 * from `parent`, the validator of `rootSchema`. Custom validation is not supported.
 */
export function itemValidator(parent: ValidatorType, rootSchema: RJSFSchema, path: FieldPathList): ValidatorType {
  const prefix = `.${[...path, 0].join('.')}`;
  const rawPrefix = `/${[...path, 0].join('/')}`;
  const under = (property: string | undefined, start: string) =>
    property !== undefined && (property === start || property.startsWith(`${start}.`) || property.startsWith(`${start}/`));
  const repath = (error: RJSFValidationError): RJSFValidationError => ({
    ...error,
    property: error.property?.slice(prefix.length) ?? '',
    stack: error.stack.replace(prefix, ''),
  });
  return {
    validateFormData(formData, _schema, _customValidate, transformErrors, uiSchema) {
      const whole = parent.validateFormData(inPlace(path, formData), rootSchema);
      let errors = whole.errors.filter((error) => under(error.property, prefix)).map(repath);
      if (typeof transformErrors === 'function') errors = transformErrors(errors, uiSchema);
      return { errors, errorSchema: toErrorSchema(errors) };
    },
    rawValidation(_schema, formData) {
      const raw = parent.rawValidation<{ instancePath?: string }>(rootSchema, inPlace(path, formData));
      const errors = raw.errors
        ?.filter((error) => under(error.instancePath, rawPrefix))
        .map((error) => ({ ...error, instancePath: error.instancePath?.slice(rawPrefix.length) }));
      return { ...raw, errors: errors as never };
    },
    isValid(schema, formData) {
      // Only conditional schemas (oneOf/anyOf/if) ask; a precompiled validator knows only the compiled ones.
      try {
        return parent.isValid(schema, formData, rootSchema);
      } catch {
        return false;
      }
    },
  };
}
