// A list page's filters (dashboard, briefs, reports, assets, add-ons): one look for every page's toolbar.
import { useId, type ReactNode } from 'react';

/** The filters' row: it wraps on a phone, its fields line up on their inputs. */
export const FILTER_BAR = 'my-4 flex flex-wrap items-end gap-4';

/** A filter's name, on a line of its own above its field. */
const FILTER_LABEL = 'block font-semibold';

interface FilterFieldProps {
  /** The field's id, which its label names. */
  readonly id: string;
  readonly label: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * One filter of the bar: its name above its field. Its own box, so a select's base width (100%)
 * is the filter's, not the page's.
 */
export function FilterField({ id, label, className, children }: FilterFieldProps) {
  return (
    <div className={className}>
      <label id={`${id}-label`} htmlFor={id} className={FILTER_LABEL}>
        {label}
      </label>
      {children}
    </div>
  );
}

interface FilterSelectProps<V extends string | number> {
  readonly label: string;
  /** The choices in their order; an "all" choice is one of them (say ''). */
  readonly options: readonly V[];
  readonly labelOf: (option: V) => string;
  readonly value: V;
  readonly onChange: (option: V) => void;
  readonly className?: string;
  /** What follows the select inside the filter (the custom range's calendar). */
  readonly children?: ReactNode;
}

/** A filter that is one choice of a list: the option picked is handed back as its own value, not as text. */
export function FilterSelect<V extends string | number>({
  label,
  options,
  labelOf,
  value,
  onChange,
  className,
  children,
}: FilterSelectProps<V>) {
  const id = useId();
  return (
    <FilterField id={id} label={label} className={className}>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => {
          const picked = options.find((option) => String(option) === event.target.value);
          if (picked !== undefined) onChange(picked);
        }}
      >
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {labelOf(option)}
          </option>
        ))}
      </select>
      {children}
    </FilterField>
  );
}
