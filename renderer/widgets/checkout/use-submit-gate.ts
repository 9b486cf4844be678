import { useLayoutEffect, type RefObject } from 'react';

/**
 * Holds the step's own submit button until `open`. On the launching step that button launches the
 * campaign, which must wait for the payment; the wizard gives a field no say over its submission,
 * so the field disables the form's submit buttons outside itself, and hands them back as the
 * wizard draws them (disabled while `busy`) once open or gone. A disabled submit button also keeps
 * Enter in an input of the form from submitting it.
 */
export function useSubmitGate(inside: RefObject<HTMLElement | null>, open: boolean, busy: boolean): void {
  // Before paint, and after React has drawn the buttons as the wizard wants them (busy or not).
  useLayoutEffect(() => {
    const buttons = submitButtonsAround(inside.current);
    for (const button of buttons) button.disabled = busy || !open;
    return () => {
      for (const button of buttons) button.disabled = busy;
    };
  }, [inside, open, busy]);
}

function submitButtonsAround(element: HTMLElement | null): HTMLButtonElement[] {
  const form = element?.closest('form');
  if (element === null || form === null || form === undefined) return [];
  return [...form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].filter(
    (button) => !element.contains(button),
  );
}
