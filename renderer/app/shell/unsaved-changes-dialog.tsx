import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import type { UnsavedChanges } from './unsaved-changes.ts';

interface UnsavedChangesDialogProps {
  /** The changes the page has registered; the dialog is open while there is a switch to decide. */
  readonly changes: UnsavedChanges | null;
  readonly onStay: () => void;
  /** Leave: go on without saving (also after a successful save). */
  readonly onLeave: () => void;
}

/** AP §2 profile switching with unsaved changes: the three choices, stay, leave, save and continue. */
export function UnsavedChangesDialog({ changes, onStay, onLeave }: UnsavedChangesDialogProps) {
  const { t } = useTranslation('unsavedChanges');
  const [saving, setSaving] = useState(false);
  const saveAndContinue = async () => {
    if (changes === null) return;
    setSaving(true);
    const saved = await changes.save().catch(() => false);
    setSaving(false);
    // Not saved: the page says why, and the user stays with their changes.
    if (saved) onLeave();
    else onStay();
  };
  return (
    <ModalDialog open={changes !== null} onClose={onStay} labelledBy="unsaved-changes-title" role="alertdialog">
      <h2 id="unsaved-changes-title">{t('title')}</h2>
      <p>{t('message')}</p>
      <div className="dialog-actions">
        <button type="button" data-autofocus onClick={onStay} disabled={saving}>
          {t('stay')}
        </button>
        <button type="button" onClick={onLeave} disabled={saving}>
          {t('leave')}
        </button>
        <button type="button" className="primary" onClick={() => void saveAndContinue()} disabled={saving}>
          {saving ? t('saving') : t('saveAndContinue')}
        </button>
      </div>
    </ModalDialog>
  );
}
