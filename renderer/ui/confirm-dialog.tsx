import { useId, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog.tsx';

interface ConfirmDialogProps {
  readonly open: boolean;
  readonly question: ReactNode;
  readonly yes: string;
  readonly no: string;
  readonly onYes: () => void;
  /** No, Escape and closing all say no. */
  readonly onNo: () => void;
  /** While the yes is being carried out, it cannot be given twice. */
  readonly busy?: boolean;
}

/** A yes/no question (log out, delete) whose safe answer, No, has the focus. */
export function ConfirmDialog({ open, question, yes, no, onYes, onNo, busy = false }: ConfirmDialogProps) {
  const questionId = useId();
  return (
    <ModalDialog open={open} onClose={onNo} labelledBy={questionId} role="alertdialog">
      <p id={questionId} className="dialog-question">
        {question}
      </p>
      <div className="dialog-actions">
        <button type="button" disabled={busy} onClick={onYes}>
          {yes}
        </button>
        <button type="button" data-autofocus onClick={onNo}>
          {no}
        </button>
      </div>
    </ModalDialog>
  );
}
