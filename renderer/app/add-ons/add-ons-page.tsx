import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FILTER_BAR, FilterSelect } from '../filter-bar.tsx';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/page-title.ts';
import { fetchAddOns, fetchPacks, type AddOnPage, type AddOnState } from './add-ons-api.ts';
import { PackOffers } from './pack-offers.tsx';
import { LoadFailed, Loading, reloadOf } from '../money/load-states.tsx';
import { useMoneyFormat } from '../money/use-money-format.ts';
import { PagedTable } from '../../ui/paged-table.tsx';
import { useAppData } from '../shell/app-data.ts';
import { BADGE } from '../../ui/table-styles.ts';

const PAGE_SIZE = 20;

/**
 * /app/{businessProfileId}/addOns (decision 182; AP §2 add-ons screen): the packs on sale, bought
 * from the wallet, and the profile's packs, active or expired, a page at a time.
 */
export function Component() {
  const { t } = useTranslation('addOns');
  const { profile } = useAppData();
  usePageTitle(t('page.title'));
  const [state, setState] = useState<AddOnState | ''>('');
  const [page, setPage] = useState(1);
  const packs = useQuery({ queryKey: ['packs', profile.id], queryFn: () => fetchPacks(profile.id) });
  const addOns = useQuery({
    queryKey: ['addOns', profile.id, state, page],
    queryFn: () => fetchAddOns(profile.id, state, page, PAGE_SIZE),
  });
  return (
    <main className="app-page add-ons-page">
      <h1>{t('page.title')}</h1>
      {packs.isSuccess && <PackOffers profileId={profile.id} packs={packs.data.packs} onBought={reloadOf(addOns)} />}
      <h2>{t('list.title')}</h2>
      <div className={FILTER_BAR}>
        <FilterSelect
          label={t('list.filter')}
          options={['', 'active', 'expired'] as const}
          labelOf={(option) => (option === '' ? t('list.all') : t(`states.${option}`))}
          value={state}
          onChange={(option) => {
            setState(option);
            setPage(1);
          }}
        />
      </div>
      {addOns.isPending && <Loading />}
      {addOns.isError && <LoadFailed error={addOns.error} onRetry={reloadOf(addOns)} />}
      {addOns.isSuccess && <AddOnTable page={addOns.data} filtered={state !== ''} onPage={setPage} />}
    </main>
  );
}

function AddOnTable({
  page,
  filtered,
  onPage,
}: {
  readonly page: AddOnPage;
  readonly filtered: boolean;
  readonly onPage: (page: number) => void;
}) {
  const { t } = useTranslation('addOns');
  const format = useMoneyFormat();
  return (
    <PagedTable
      slice={page}
      empty={t(filtered ? 'list.noneInState' : 'list.none')}
      caption={t('list.caption')}
      className="add-ons-table"
      columns={[
        t('columns.tier'),
        t('columns.state'),
        t('columns.price'),
        t('columns.taxPaid'),
        t('columns.total'),
        t('columns.expiry'),
      ]}
      pagerLabel={t('list.pages')}
      onPage={onPage}
    >
      {page.items.map((addOn) => (
        <tr key={addOn.id}>
          <th scope="row">{addOn.tierName}</th>
          <td>
            <span className={`${BADGE} add-on-${addOn.state}`}>{t(`states.${addOn.state}`)}</span>
          </td>
          <td>{format.money(addOn.priceMinor, addOn.currencyCode)}</td>
          <td>{format.money(addOn.taxMinor, addOn.currencyCode)}</td>
          <td>{format.money(addOn.totalMinor, addOn.currencyCode)}</td>
          <td>{format.date(addOn.expiresAt, true)}</td>
        </tr>
      ))}
    </PagedTable>
  );
}
