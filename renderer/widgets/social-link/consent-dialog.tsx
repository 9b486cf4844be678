import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { CHOICE_FRAME } from './choice-frame.ts';

interface ConsentDialogProps {
  readonly open: boolean;
  /** What the app asks for; every one is ticked when the dialog opens. */
  readonly permissions: readonly string[];
  readonly onCancel: () => void;
  readonly onConsent: (granted: readonly string[]) => void;
}

/**
 * The local stand-in for the social network's sign-in (no network is reachable from here), named
 * as such on screen: the person sees the permissions the app asks for, all ticked, and may untick
 * some, as on the network's own dialog (OL §6: linking then needs them all).
 */
export function ConsentDialog({ open, permissions, onCancel, onConsent }: ConsentDialogProps) {
  const { t } = useTranslation('widgets');
  const titleId = useId();
  // Mounted again at each opening (the owner keys it), so every permission starts ticked.
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(permissions));
  const toggle = (permission: string, on: boolean) => {
    setTicked((previous) => {
      const next = new Set(previous);
      if (on) next.add(permission);
      else next.delete(permission);
      return next;
    });
  };
  return (
    <ModalDialog open={open} onClose={onCancel} labelledBy={titleId}>
      <h2 id={titleId}>{t('socialLink.dialog.title')}</h2>
      <p>{t('socialLink.dialog.standIn')}</p>
      <fieldset className={`mbe-4 ${CHOICE_FRAME}`}>
        <legend>{t('socialLink.dialog.permissions')}</legend>
        {permissions.map((permission, index) => (
          <label key={permission} className="flex items-baseline gap-2">
            <input
              type="checkbox"
              checked={ticked.has(permission)}
              {...(index === 0 && { 'data-autofocus': true })}
              onChange={(event) => {
                toggle(permission, event.target.checked);
              }}
            />{' '}
            {t(`socialLink.permissions.${permission}`, { defaultValue: permission })}
          </label>
        ))}
      </fieldset>
      <div className="dialog-actions">
        <button type="button" onClick={onCancel}>
          {t('socialLink.dialog.cancel')}
        </button>
        <button
          type="button"
          onClick={() => {
            onConsent(permissions.filter((permission) => ticked.has(permission)));
          }}
        >
          {t('socialLink.dialog.continue')}
        </button>
      </div>
    </ModalDialog>
  );
}
