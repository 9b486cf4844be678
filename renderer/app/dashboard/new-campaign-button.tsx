import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createCampaign } from './dashboard-api.ts';

/** OL §2: a new campaign runs the signed-in campaign flow in a draft of its own. */
export function NewCampaignButton({ profileId }: { readonly profileId: number }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = () => {
    setBusy(true);
    createCampaign(profileId).then(
      (campaign) => {
        void navigate(`/app/${String(profileId)}/campaign/${String(campaign.id)}`);
      },
      // A failure has had its toast.
      () => {
        setBusy(false);
      },
    );
  };
  return (
    <button type="button" className="button" onClick={start} disabled={busy}>
      {t('actions.create')}
    </button>
  );
}
