/** A selector's lookup failure, under the control (the field's own errors are shown by FieldTemplate). */
import { Classes, Intent } from '@blueprintjs/core';

/** The combo error text, or nothing. */
export function LookupStatus({ error }: { readonly error?: string }) {
  if (!error) return null;
  return (
    <div className={`${Classes.FORM_HELPER_TEXT} ${Classes.intentClass(Intent.DANGER)} bo-lookup-error`} role="alert">
      {error}
    </div>
  );
}
