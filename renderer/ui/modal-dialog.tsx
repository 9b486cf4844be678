import { useEffect, useRef, type ReactNode } from 'react';
import '../shell/account.css';

interface ModalDialogProps {
  readonly open: boolean;
  /** Escape, or a button of the dialog, asked to close it. */
  readonly onClose: () => void;
  /** The id of the element that names the dialog (its heading or question). */
  readonly labelledBy: string;
  /** 'alertdialog' for a question that needs an answer (the logout confirmation). */
  readonly role?: 'dialog' | 'alertdialog';
  /** Kept while closed (the dialog is not drawn then): the owner decides when it goes. */
  readonly children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: the rest of the page is inert while it is
 * open (the focus cannot leave it), it takes the focus (its `data-autofocus` element, else the
 * first one), Escape closes it, and the focus goes back to what opened it once it closes.
 */
export function ModalDialog({ open, onClose, labelledBy, role = 'dialog', children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="inline-[min(28rem,calc(100vw-2rem))] rounded-card border-none bg-surface p-6 text-inherit backdrop:bg-[rgb(0_0_0/40%)] [&_h2]:mbs-0 [&_h2]:mbe-4 [&_h2]:text-[1.25rem]"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        // Escape: the owner decides (and may reset state) rather than the browser closing it alone.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // The browser closed it regardless (a second Escape): the owner must know.
        if (open) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
