import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';

/** A list of short texts (services, interests, keywords): Enter adds what was typed, × removes a chip. */
export function ChipsWidget({ id, value, disabled, readonly, placeholder, label, onChange }: WidgetProps) {
  const chips = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  const [draft, setDraft] = useState('');
  const locked = disabled === true || readonly === true;
  const add = () => {
    const text = draft.trim();
    // The schemas say uniqueItems: a chip already there is not added twice.
    if (text !== '' && !chips.includes(text)) onChange([...chips, text]);
    setDraft('');
  };
  return (
    <div className="chips">
      <ul aria-label={label}>
        {chips.map((chip) => (
          <li key={chip}>
            {chip}
            <button
              type="button"
              aria-label={`Remove ${chip}`}
              disabled={locked}
              onClick={() => {
                const rest = chips.filter((item) => item !== chip);
                onChange(rest.length === 0 ? undefined : rest);
              }}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        id={id}
        type="text"
        value={draft}
        placeholder={placeholder}
        disabled={locked}
        onChange={(event) => {
          setDraft(event.target.value);
        }}
        onKeyDown={(event) => {
          // Enter adds a chip instead of submitting the step.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add();
        }}
      />
    </div>
  );
}
