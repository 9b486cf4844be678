import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../shell/page-title.ts';
import { LeadDialog } from './lead-dialog.tsx';
import { LeadsToolbar } from './leads-toolbar.tsx';
import { LeadsTable } from './leads-table.tsx';
import { fetchLeads, type Lead, type LeadFilters, type LeadPage } from './leads-api.ts';
import { LoadFailed, Loading, reloadOf } from '../money/load-states.tsx';
import { Pager } from '../../ui/pager.tsx';
import { useAppData } from '../shell/app-data.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { NewCampaignButton } from '../dashboard/new-campaign-button.tsx';

const PAGE_SIZE = 20;
const NO_FILTERS: LeadFilters = { search: '', status: '' };

/**
 * /app/{businessProfileId}/leads (AP §2): search, status filter, the leads newest first a page at
 * a time, the detail dialog with its status and call / SMS / mail actions, and the CSV download;
 * the empty states of §8.
 */
export function Component() {
  const { t } = useTranslation('leads');
  const { profile } = useAppData();
  usePageTitle(t('page.title'));
  const [filters, setFilters] = useState<LeadFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);

  const queryClient = useQueryClient();
  const queryKey = ['leads', profile.id, filters, page];
  const leads = useQuery({ queryKey, queryFn: () => fetchLeads(profile.id, filters, page, PAGE_SIZE) });
  const shown = leads.isSuccess ? leads.data : null;
  const openLead = shown?.items.find((lead) => lead.id === openId) ?? null;
  const changed = (lead: Lead) => {
    if (shown !== null)
      queryClient.setQueryData(queryKey, {
        ...shown,
        items: shown.items.map((item) => (item.id === lead.id ? lead : item)),
      });
  };
  return (
    <main className="app-page leads-page">
      <h1>{t('page.title')}</h1>
      <LeadsToolbar
        profileId={profile.id}
        filters={filters}
        onFilters={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {leads.isPending && <Loading />}
      {leads.isError && <LoadFailed error={leads.error} onRetry={reloadOf(leads)} />}
      {shown !== null && (
        <>
          <LeadForms page={shown} profileId={profile.id} />
          <LeadsList
            page={shown}
            filtered={filters.search.trim() !== '' || filters.status !== ''}
            onOpen={(lead) => {
              setOpenId(lead.id);
            }}
            onPage={setPage}
          />
        </>
      )}
      <LeadDialog
        profileId={profile.id}
        lead={openLead}
        onClose={() => {
          setOpenId(null);
        }}
        onChange={changed}
      />
    </main>
  );
}

/** The public forms of the profile's leads campaigns, to share; none is §8's "no live leads campaign". */
function LeadForms({ page, profileId }: { readonly page: LeadPage; readonly profileId: number }) {
  const { t } = useTranslation('leads');
  // The next action (AP §8 empty states): a campaign, whose objective the owner picks first.
  if (page.leadCampaigns.length === 0)
    return <EmptyState action={<NewCampaignButton profileId={profileId} />}>{t('page.noLiveCampaign')}</EmptyState>;
  return (
    <nav aria-label={t('page.forms')} className="lead-forms">
      <h2>{t('page.forms')}</h2>
      <ul className="ps-5">
        {page.leadCampaigns.map((campaign) => (
          <li key={campaign.id}>
            <Link to={`/lead/${String(campaign.id)}`} target="_blank">
              {t('page.formLink', { campaign: campaign.name })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface LeadsListProps {
  readonly page: LeadPage;
  readonly filtered: boolean;
  readonly onOpen: (lead: Lead) => void;
  readonly onPage: (page: number) => void;
}

function LeadsList({ page, filtered, onOpen, onPage }: LeadsListProps) {
  const { t } = useTranslation('leads');
  if (page.total === 0) return <EmptyState>{t(filtered ? 'page.noMatches' : 'page.noLeads')}</EmptyState>;
  return (
    <>
      <LeadsTable leads={page.items} onOpen={onOpen} />
      <Pager label={t('page.pages')} page={page.page} total={page.total} pageSize={page.pageSize} onPage={onPage} />
    </>
  );
}
