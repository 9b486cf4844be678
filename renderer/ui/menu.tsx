import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface MenuProps {
  /** The button that opens the menu (Radix gives it aria-expanded and aria-controls). */
  readonly trigger: ReactElement;
  /** Where the menu opens: above the sidebar's foot (the user menu), below its head (the switcher). */
  readonly side: 'top' | 'bottom';
  readonly className: string;
  readonly children: ReactNode;
}

/**
 * A menu button on Radix's dropdown menu (WAI-ARIA menu button): arrow keys and type-ahead move
 * between items, Escape or a click elsewhere closes it and gives the focus back to the button.
 * Drawn inside the element that holds it (no portal), so it stays in the sidebar's landmark.
 */
export function Menu({ trigger, side, className, children }: MenuProps) {
  const { i18n } = useTranslation();
  return (
    // Not modal: the page stays usable with the menu open, as a sidebar's menus are.
    <DropdownMenu.Root modal={false} dir={i18n.dir()}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content
        className={`z-10 min-inline-56 max-inline-[calc(100vw-1rem)] rounded-card border border-line bg-surface p-2 shadow-card ${className}`}
        side={side}
        align="start"
        sideOffset={4}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

interface MenuItemProps {
  /** A link (asChild) or a button: the item's own element, given role="menuitem". */
  readonly children: ReactElement;
  readonly disabled?: boolean;
  /** Chosen by click or Enter; the menu closes after it unless the event is prevented. */
  readonly onSelect?: (event: Event) => void;
}

export function MenuItem({ children, disabled, onSelect }: MenuItemProps) {
  return (
    <DropdownMenu.Item asChild className="dropdown-menu-item" disabled={disabled} onSelect={onSelect}>
      {children}
    </DropdownMenu.Item>
  );
}

/** A group of items scrolled on its own (the switcher's profiles, at most 200 px high). */
export function MenuGroup({ className, children }: { readonly className: string; readonly children: ReactNode }) {
  return <DropdownMenu.Group className={className}>{children}</DropdownMenu.Group>;
}
