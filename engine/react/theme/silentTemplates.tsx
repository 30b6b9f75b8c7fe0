/**
 * Templates the Blueprint theme replaces by something else: the error list (the form shows the
 * required-fields summary dialog, SHR-07), per-field errors and help (FieldTemplate shows them),
 * and the root title/description (the screen header shows the title).
 */
import type { DescriptionFieldProps, FieldErrorProps, FieldHelpProps, TitleFieldProps } from '@rjsf/utils';

/** No rjsf error list. */
export function ErrorListTemplate() {
  return null;
}

/** Errors are shown by FieldTemplate under the input. */
export function FieldErrorTemplate(_props: FieldErrorProps) {
  return null;
}

/** Help is shown by FieldTemplate under the input. */
export function FieldHelpTemplate(_props: FieldHelpProps) {
  return null;
}

/** Object titles: sections render their own. */
export function TitleFieldTemplate(_props: TitleFieldProps) {
  return null;
}

/** Object descriptions are for developers (schema docs), not for users. */
export function DescriptionFieldTemplate(_props: DescriptionFieldProps) {
  return null;
}
