/**
 * The fields listed by the required-fields summary dialog (SHR-07): every missing field of the whole
 * form, whatever tab it is on, once, in form order, with its Spanish label. Missing is a `required`
 * error, or any error (an empty required list's `minItems`, a rule's "at least one address") on a
 * field that holds nothing: the fields whose tabs show an error badge for lack of a value.
 */
import { isBlank } from './blank';
import { errorFieldPath, type SchemaErrorLike } from './validationMessage';

export interface MissingField {
  /** Data path of the field (`descripcion`, `direccion.calle`). */
  readonly path: string;
  readonly label: string;
}

/** The value at a data path (`direcciones.0.tipo`) of the form data. */
function valueAt(data: Readonly<Record<string, unknown>>, path: string): unknown {
  let value: unknown = data;
  for (const segment of path.split('.').filter(Boolean)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** Holds nothing a person typed or picked: no value, only spaces, or an empty list. */
function holdsNothing(value: unknown): boolean {
  return isBlank(value) || (Array.isArray(value) && value.length === 0);
}

/**
 * Missing required fields among `errors`, ordered by `order` (field names) when given. With `data`
 * (the form's values), an error of any kind on a field that holds nothing is a missing field too.
 */
export function missingRequiredFields(
  errors: readonly SchemaErrorLike[],
  labelOf: (path: string) => string,
  order: readonly string[] = [],
  data?: Readonly<Record<string, unknown>>,
): MissingField[] {
  const isMissing = (e: SchemaErrorLike) =>
    e.name === 'required' || (data !== undefined && errorFieldPath(e.property) !== '' && holdsNothing(valueAt(data, errorFieldPath(e.property))));
  const paths = [...new Set(errors.filter(isMissing).map((e) => errorFieldPath(e.property)))];
  const rank = (path: string) => {
    const index = order.indexOf(path.split('.')[0]);
    return index === -1 ? order.length : index;
  };
  return paths.sort((a, b) => rank(a) - rank(b)).map((path) => ({ path, label: labelOf(path) }));
}
