/**
 * A field's label with the required asterisk: the one way every template and widget that draws its
 * own label marks a required field. The asterisk is hidden from screen readers (the control says
 * `aria-required`), so the field's accessible name stays its label.
 */
export interface RequiredLabelProps {
  readonly label: string;
  readonly required?: boolean;
}

export function RequiredLabel({ label, required }: RequiredLabelProps) {
  return (
    <>
      {label}
      {required && (
        <span className="bo-required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </>
  );
}
