import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WRAPPING_ROW } from './class-names.ts';

export interface Chip {
  readonly key: string;
  readonly text: string;
}

interface ChipListProps {
  readonly label: string;
  readonly chips: readonly Chip[];
  readonly disabled: boolean;
  readonly onRemove: (key: string) => void;
  /** The input chips are added with: it takes the focus when a chip's remove button goes away. */
  readonly inputId: string;
}

/**
 * Picked items as a list of chips, each with a button that removes it. What was added or removed
 * is announced: the input is cleared either way, and a screen reader would otherwise say nothing.
 */
export function ChipList({ label, chips, disabled, onRemove, inputId }: ChipListProps) {
  const { t } = useTranslation('widgets');
  const announcement = useChipAnnouncement(chips);
  return (
    <>
      <ul aria-label={label} className={`mt-2 ${WRAPPING_ROW}`}>
        {chips.map((chip) => (
          <li key={chip.key} className="inline-flex items-center gap-1 rounded-full bg-tint py-[0.2rem] ps-3 pe-1">
            {chip.text}
            <button
              type="button"
              // A finger's 44 px (issue 23) without a chip that tall: the button reaches past the
              // chip's edges, which the row's gap leaves room for.
              className="-my-2 min-h-11 min-w-11 border-0 bg-transparent px-2 py-0"
              disabled={disabled}
              onClick={() => {
                onRemove(chip.key);
                document.getElementById(inputId)?.focus();
              }}
            >
              {/* The name is in the content, not an aria-label, so the visible × never contradicts it. */}
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t('chips.remove', { item: chip.text })}</span>
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}

/** "Haircut added" / "Haircut removed" for the last change of the chips; nothing at first. */
function useChipAnnouncement(chips: readonly Chip[]): string {
  const { t } = useTranslation('widgets');
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(chips);
  useEffect(() => {
    const before = previous.current;
    previous.current = chips;
    const added = chips.find((chip) => !before.some((old) => old.key === chip.key));
    const removed = before.find((old) => !chips.some((chip) => chip.key === old.key));
    if (added !== undefined) setAnnouncement(t('chips.added', { item: added.text }));
    else if (removed !== undefined) setAnnouncement(t('chips.removed', { item: removed.text }));
  }, [chips, t]);
  return announcement;
}
