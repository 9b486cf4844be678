import * as Toast from '@radix-ui/react-toast';
import type { i18n as I18n } from 'i18next';
import { dismissToast, SHOWN_MS, useToasts } from './toast.tsx';

/**
 * The notices of toast.tsx's store, drawn with Radix's toast (issue 23): each is announced as it
 * arrives (an error at once, other notices politely), stays 6 s (the time stops while the pointer
 * or the focus is on it, or the window is in the background), and is closed by its button, by
 * Escape or by a swipe towards the page's edge. F8 moves the focus to them. Loaded by
 * notice-frame.tsx with the first notice, so it is not part of /signup's first load; the page's
 * i18next comes from there too (toast.tsx useToaster).
 */
// Drawn in the page's ink (or the danger colour) with its surface colour as text, so that a notice
// stands out in either scheme. Radix's swipe: the notice follows the finger, and goes back if let
// go short of the edge.
const TOAST =
  'm-0 flex items-start gap-2 rounded-card px-4 py-3 text-surface shadow-[0_4px_16px_rgb(0_0_0/20%)] wrap-anywhere ' +
  'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=cancel]:duration-200 ' +
  'data-[swipe=cancel]:ease-[ease-out] data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) ' +
  'motion-safe:data-[state=open]:animate-[toast-in_150ms_ease-out]';

export default function ToastViewport({ i18n }: { readonly i18n: I18n }) {
  const t = i18n.getFixedT(null, 'account', 'toast');
  const shown = useToasts();
  return (
    <Toast.Provider label={t('label')} duration={SHOWN_MS} swipeDirection={i18n.dir() === 'rtl' ? 'left' : 'right'}>
      {shown.map((toast) => (
        <Toast.Root
          key={toast.id}
          className={`toast-${toast.kind} ${TOAST} ${toast.kind === 'error' ? 'bg-danger' : 'bg-ink'}`}
          type={toast.kind === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
        >
          <Toast.Description className="flex-1">{toast.text}</Toast.Description>
          {/* A 44 px target (issue 23) that takes no more height than the line beside it. */}
          <Toast.Close className="-my-2.5 -me-3 min-h-11 min-w-11 flex-none rounded-card border-0 bg-transparent p-0 text-[1.25rem] leading-none text-inherit focus-visible:-outline-offset-3 focus-visible:outline-current">
            {/* The cross is drawn, the word is read: a name that is the visible text, or none of it. */}
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('dismiss')}</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* At the bottom of the page, on its inline end; the width of the page less its margins on a phone. */}
      <Toast.Viewport
        className="toasts fixed inset-be-4 inset-e-4 z-20 m-0 grid max-inline-[min(26rem,calc(100vw-2rem))] list-none gap-2 p-0"
        label={t('region', { hotkey: 'F8' })}
      />
    </Toast.Provider>
  );
}
