import { useEffect, useRef, useState, type RefObject } from 'react';

export interface Disclosure<T extends HTMLElement> {
  readonly open: boolean;
  /** The element holding both the toggle and what it shows: a click outside it closes. */
  readonly ref: RefObject<T | null>;
  readonly toggle: () => void;
  readonly close: () => void;
}

/**
 * A button that shows a list beside it (the profile switcher, the user menu): Escape or a click
 * elsewhere closes it, Escape handing the focus back to the button (`[aria-expanded]` in `ref`).
 */
export function useDisclosure<T extends HTMLElement>(): Disclosure<T> {
  const [open, setOpen] = useState(false);
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || ref.current?.contains(event.target) !== true) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      ref.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  return {
    open,
    ref,
    toggle: () => {
      setOpen((current) => !current);
    },
    close: () => {
      setOpen(false);
    },
  };
}
