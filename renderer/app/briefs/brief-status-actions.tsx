import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../session/api-error.ts';
import { serverMessage } from '../../session/error-messages.ts';
import { useCallFailure } from '../../session/session-hooks.ts';
import { showToast } from '../../ui/toast.tsx';
import { changeStatus, type Brief, type BriefStatus, type StatusChange } from './briefs-api.ts';
import { BRIEF_ACTIONS } from './brief-styles.ts';

// The server's rules (decision 181), so the screen offers only the changes it allows.
const NEXT: Readonly<Partial<Record<BriefStatus, readonly StatusChange[]>>> = {
  2: [3, 4],
  3: [2, 4],
  4: [5],
};

/** An approved brief's campaign paused, ongoing again, in post-campaign review or completed. */
export function BriefStatusActions({
  profileId,
  brief,
  onChange,
}: {
  readonly profileId: number;
  readonly brief: Brief;
  readonly onChange: (brief: Brief) => void;
}) {
  const { t } = useTranslation('briefs');
  const { t: tAccount } = useTranslation('account');
  const onFailure = useCallFailure();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const next = NEXT[brief.status] ?? [];
  if (!brief.canDecide || next.length === 0) return null;
  const move = (status: StatusChange) => {
    setBusy(true);
    setError(null);
    changeStatus(profileId, brief.id, status)
      .then((changed) => {
        onChange(changed);
        showToast(t('statusChange.done', { status: t(`filters.${String(status)}`) }));
      })
      .catch((failure: unknown) => {
        if (failure instanceof ApiError) setError(serverMessage(tAccount, failure));
        else onFailure(failure);
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <div className={BRIEF_ACTIONS} role="group" aria-label={t('statusChange.label')}>
      {next.map((status) => (
        <button
          key={status}
          type="button"
          disabled={busy}
          onClick={() => {
            move(status);
          }}
        >
          {t(`statusChange.to${String(status)}`)}
        </button>
      ))}
      {error !== null && <p role="alert">{error}</p>}
    </div>
  );
}
