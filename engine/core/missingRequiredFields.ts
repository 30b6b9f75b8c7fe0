/**
 * The fields listed by the required-fields summary dialog (SHR-07): every `required` error, once,
 * in form order, with its Spanish label.
 */
import { errorFieldPath, type SchemaErrorLike } from './validationMessage';

export interface MissingField {
  /** Data path of the field (`descripcion`, `direccion.calle`). */
  readonly path: string;
  readonly label: string;
}

/** Missing required fields among `errors`, ordered by `order` (field names) when given. */
export function missingRequiredFields(
  errors: readonly SchemaErrorLike[],
  labelOf: (path: string) => string,
  order: readonly string[] = [],
): MissingField[] {
  const paths = [...new Set(errors.filter((e) => e.name === 'required').map((e) => errorFieldPath(e.property)))];
  const rank = (path: string) => {
    const index = order.indexOf(path.split('.')[0]);
    return index === -1 ? order.length : index;
  };
  return paths.sort((a, b) => rank(a) - rank(b)).map((path) => ({ path, label: labelOf(path) }));
}
