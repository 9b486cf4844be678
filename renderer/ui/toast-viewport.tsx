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
export default function ToastViewport({ i18n }: { readonly i18n: I18n }) {
  const t = i18n.getFixedT(null, 'account', 'toast');
  const shown = useToasts();
  return (
    <Toast.Provider label={t('label')} duration={SHOWN_MS} swipeDirection={i18n.dir() === 'rtl' ? 'left' : 'right'}>
      {shown.map((toast) => (
        <Toast.Root
          key={toast.id}
          className={`toast toast-${toast.kind}`}
          type={toast.kind === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
        >
          <Toast.Description>{toast.text}</Toast.Description>
          <Toast.Close className="toast-close">
            {/* The cross is drawn, the word is read: a name that is the visible text, or none of it. */}
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('dismiss')}</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toasts" label={t('region', { hotkey: 'F8' })} />
    </Toast.Provider>
  );
}
