import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Tab<T extends string> {
  readonly id: T;
  readonly label: string;
  /** Drawn only while its tab is chosen. */
  readonly panel: ReactNode;
}

interface TabsProps<T extends string> {
  readonly label: string;
  readonly tabs: readonly Tab<T>[];
  readonly selected: T;
  readonly onSelect: (id: T) => void;
}

/**
 * Tabs on Radix's primitive (WAI-ARIA tabs): one tab stop, the arrow keys (mirrored on a
 * right-to-left page), Home and End move between tabs and show each, each panel is named by its tab.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect }: TabsProps<T>) {
  const { i18n } = useTranslation();
  return (
    <RadixTabs.Root
      value={selected}
      dir={i18n.dir()}
      onValueChange={(value) => {
        const chosen = tabs.find((tab) => tab.id === value);
        if (chosen !== undefined) onSelect(chosen.id);
      }}
    >
      <RadixTabs.List aria-label={label} className="mbe-5 flex gap-1 border-be border-be-line">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.id}
            value={tab.id}
            className="rounded-none border-0 border-be-3 border-be-transparent bg-transparent text-muted aria-selected:border-be-brand aria-selected:text-link"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.id} value={tab.id} className="tab-panel">
          {tab.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
