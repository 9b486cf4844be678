import type { WidgetProps } from '@rjsf/utils';
import { ChoiceIcon } from './shared/choice-icons.tsx';
import { TILE_GRID } from './shared/class-names.ts';

/**
 * Clickable cards for a `oneOf` of `const` + `title` (gender, objective): one card chosen; for an
 * array of such (channels) any number of cards. `ui:options.icons` gives each option an icon.
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
    <div id={id} role="group" aria-label={label} className={TILE_GRID}>
      {(options.enumOptions ?? []).map((option) => (
        <button
          key={String(option.value)}
          type="button"
          className="choice-card group"
          aria-pressed={chosen.includes(option.value)}
          disabled={disabled === true || readonly === true}
          onClick={() => {
            choose(option.value);
          }}
        >
          <ChoiceIcon names={options.icons as unknown} value={option.value as unknown} />
          <span>{option.label}</span>
        </button>
      ))}
    </div>
  );
}
