import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import '../shell/account.css';

export type ToastKind = 'info' | 'error';

interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly text: string;
}

// Long enough to read two lines, short enough to be "transient" (§8).
export const SHOWN_MS = 6_000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export const dismissToast = (id: number) => {
  setToasts(toasts.filter((toast) => toast.id !== id));
};

/**
 * Shows a transient notice (§8: unknown errors, the unregistered mobile number's info notice).
 * This store is all of the notices in /signup's first load: ui/notice-frame.tsx loads Radix's
 * toast (ui/toast-viewport.tsx), which draws them, when the first one comes (issue 23).
 */
export function showToast(text: string, kind: ToastKind = 'info'): void {
  // The same words twice in a row (two calls failing at once) say nothing new.
  if (toasts.some((toast) => toast.text === text)) return;
  setToasts([...toasts, { id: nextId++, kind, text }]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The notices showing now, oldest first. */
export const useToasts = () => useSyncExternalStore(subscribe, () => toasts);

/**
 * What the notices are drawn with: nothing until the first notice since the page loaded, then the
 * page's i18next (drawn again in the language chosen). Taken here rather than by the toaster's
 * own chunk, as its own import of react-i18next splits /signup's i18next chunk in two.
 */
export function useToaster() {
  const { i18n } = useTranslation();
  return useSyncExternalStore(subscribe, () => nextId > 1) ? i18n : null;
}
