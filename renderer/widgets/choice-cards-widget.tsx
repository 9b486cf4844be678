import type { WidgetProps } from '@rjsf/utils';

/**
 * Clickable cards for a `oneOf` of `const` + `title` (gender, objective): one card chosen; for an
 * array of such (channels) any number of cards.
 */
export function ChoiceCardsWidget({ id, value, options, multiple, disabled, readonly, label, onChange }: WidgetProps) {
  const many = multiple === true || Array.isArray(value);
  const chosen: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const choose = (option: unknown) => {
    if (!many) {
      onChange(option);
      return;
    }
    const next = chosen.includes(option) ? chosen.filter((item) => item !== option) : [...chosen, option];
    onChange(next.length === 0 ? undefined : next);
  };
  return (
    <div id={id} role="group" aria-label={label} className="choice-cards">
      {(options.enumOptions ?? []).map((option) => (
        <button
          key={String(option.value)}
          type="button"
          className="choice-card"
          aria-pressed={chosen.includes(option.value)}
          disabled={disabled === true || readonly === true}
          onClick={() => {
            choose(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
