import type { ReactNode } from 'react';
import { TILE_GRID } from './class-names.ts';

export interface RadioCard<V> {
  readonly value: V;
  /** What the card shows; its text (or an image's alt) is the radio's accessible name. */
  readonly content: ReactNode;
}

interface RadioCardsProps<V> {
  /** The radio group's name: one per widget (its RJSF id). */
  readonly name: string;
  readonly legend: string;
  readonly cards: readonly RadioCard<V>[];
  readonly selected: V | undefined;
  readonly disabled: boolean;
  readonly onSelect: (value: V) => void;
  readonly className?: string;
}

/**
 * One choice among cards, as native radio buttons in a fieldset: arrow keys move between them and
 * screen readers announce "radio, 2 of 5" without any ARIA of our own.
 */
export function RadioCards<V>({ name, legend, cards, selected, disabled, onSelect, className }: RadioCardsProps<V>) {
  return (
    <fieldset className={className ?? TILE_GRID} disabled={disabled}>
      <legend>{legend}</legend>
      {cards.map((card) => (
        <label key={String(card.value)} className="radio-card">
          <input
            type="radio"
            name={name}
            value={String(card.value)}
            checked={card.value === selected}
            onChange={() => {
              onSelect(card.value);
            }}
          />
          {card.content}
        </label>
      ))}
    </fieldset>
  );
}
