import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface TabsProps<T extends string> {
  readonly label: string;
  readonly tabs: readonly { readonly id: T; readonly label: string }[];
  readonly selected: T;
  readonly onSelect: (id: T) => void;
  readonly children: ReactNode;
}

/**
 * Tabs as WAI-ARIA has them: one tab stop, the arrow keys (and Home, End) move between tabs and
 * show each, the panel is named by its tab.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, children }: TabsProps<T>) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    // Right-to-left pages reverse the arrows' meaning.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = rtl && (event.key === 'ArrowRight' || event.key === 'ArrowLeft') ? 2 * index - next : next;
    const target = tabs[(step + tabs.length) % tabs.length];
    if (target === undefined) return;
    onSelect(target.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${baseId}-${target.id}`)}`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className="tabs" ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${baseId}-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => {
              onSelect(tab.id);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${selected}`} className="tab-panel">
        {children}
      </div>
    </>
  );
}
