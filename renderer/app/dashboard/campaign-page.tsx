import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { usePageTitle } from '../../shell/page-title.ts';
import type { StepView } from '../../wizard/api.ts';
import { Wizard } from '../../wizard/wizard.tsx';
import { fetchCampaign } from './dashboard-api.ts';
import { LoadFailed, Loading, reloadOf } from '../money/load-states.tsx';
import { useAppData } from '../shell/app-data.ts';

const SUBSEQUENT_FLOW = 'subsequent';
const NUMERIC_ID = /^[1-9][0-9]{0,9}$/;

/**
 * /app/{businessProfileId}/campaign/{campaignId} (OL §2): the signed-in campaign flow of a draft,
 * run in the campaign's own session up to its launch. The server keeps its launch-state rules: a
 * step ahead of the stored state is pushed back to the one it opens.
 */
export function Component() {
  const { campaignId = '' } = useParams();
  const { profile } = useAppData();
  const dashboard = `/app/${String(profile.id)}/dashboard`;
  // OL §5: campaign ids are numeric; anything else is no campaign of this profile.
  if (!NUMERIC_ID.test(campaignId)) return <Navigate to={dashboard} replace />;
  return <CampaignFlow profileId={profile.id} campaignId={Number(campaignId)} />;
}

function CampaignFlow({ profileId, campaignId }: { readonly profileId: number; readonly campaignId: number }) {
  const { t } = useTranslation('dashboard');
  const [title, setTitle] = useState<string | null>(null);
  usePageTitle(title);

  const campaign = useQuery({
    queryKey: ['campaign', profileId, campaignId],
    queryFn: () => fetchCampaign(profileId, campaignId),
  });
  const onStep = useCallback((view: StepView) => {
    setTitle(view.title);
  }, []);
  if (campaign.isPending) return <Loading />;
  if (campaign.isError) {
    return <LoadFailed error={campaign.error} onRetry={reloadOf(campaign)} />;
  }
  const { sessionId, region } = campaign.data;
  if (sessionId === null) return <Navigate to={`/app/${String(profileId)}/dashboard`} replace />;
  return (
    <>
      <Wizard
        flowId={SUBSEQUENT_FLOW}
        basePath={`/app/${String(profileId)}/campaign/${String(campaignId)}`}
        region={region}
        sessionId={sessionId}
        onStep={onStep}
        whenFinished={
          <p>
            <Link className="button" to={`/app/${String(profileId)}/dashboard`}>
              {t('flow.backToDashboard')}
            </Link>
          </p>
        }
      />
    </>
  );
}
