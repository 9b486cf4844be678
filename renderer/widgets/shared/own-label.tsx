/**
 * The label of a field our widget draws as a whole object (the logo, the store's location): RJSF
 * draws such a field without its label, so the widget says its own name.
 */
export function OwnLabel({
  htmlFor,
  label,
  required,
}: {
  readonly htmlFor: string;
  readonly label: string;
  readonly required: boolean | undefined;
}) {
  return (
    <label htmlFor={htmlFor} className="control-label">
      {label}
      {required === true && <span className="required">*</span>}
    </label>
  );
}
