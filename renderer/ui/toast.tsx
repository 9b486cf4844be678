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
const SHOWN_MS = 6_000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

const dismiss = (id: number) => {
  setToasts(toasts.filter((toast) => toast.id !== id));
};

/** Shows a transient notice (§8: unknown errors, the unregistered mobile number's info notice). */
export function showToast(text: string, kind: ToastKind = 'info'): void {
  const id = nextId++;
  // The same words twice in a row (two calls failing at once) say nothing new.
  if (toasts.some((toast) => toast.text === text)) return;
  setToasts([...toasts, { id, kind, text }]);
  setTimeout(() => {
    dismiss(id);
  }, SHOWN_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Where the notices show. The live region is on the page before any notice, so that screen
 * readers announce each one as it arrives.
 */
export function Toaster() {
  const { t } = useTranslation('account');
  const shown = useSyncExternalStore(subscribe, () => toasts);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {shown.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`}>
          <span>{toast.text}</span>
          <button
            type="button"
            className="toast-close"
            onClick={() => {
              dismiss(toast.id);
            }}
          >
            {/* The cross is drawn, the word is read: a name that is the visible text, or none of it. */}
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('toast.dismiss')}</span>
          </button>
        </div>
      ))}
    </div>
  );
}
