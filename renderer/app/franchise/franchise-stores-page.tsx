import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/page-title.ts';
import { fetchStores, type FranchiseStore } from './franchise-api.ts';
import { EditBudgetDialog, NewStoreForm } from './store-forms.tsx';
import { LoadFailed, Loading, reloadOf } from '../money/load-states.tsx';
import { useMoneyFormat } from '../money/use-money-format.ts';
import { PagedTable } from '../../ui/paged-table.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ApiError } from '../../session/api-error.ts';
import { useAppData } from '../shell/app-data.ts';
import { showToast } from '../../ui/toast.tsx';

const PAGE_SIZE = 20;

/**
 * /app/{businessProfileId}/franchiseStores (AP §3 franchise store: id, cost, costToBeSpent;
 * decision 231): a headquarters' stores with their budgets and what is left to spend; add a store,
 * change a store's budget.
 */
export function Component() {
  const { t } = useTranslation('franchise');
  const { profile } = useAppData();
  const format = useMoneyFormat();
  usePageTitle(t('page.title'));
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<FranchiseStore | null>(null);

  const query = useQuery({
    queryKey: ['stores', profile.id, page],
    queryFn: () => fetchStores(profile.id, page, PAGE_SIZE),
  });
  // Before the list has loaded the form still needs a currency to name: the wallet's default.
  const currencyCode = query.isSuccess ? query.data.currencyCode : 'INR';

  return (
    <main className="app-page franchise-stores-page">
      <h1>{t('page.title')}</h1>
      <p>{t('page.intro')}</p>
      {query.isPending && <Loading />}
      {query.isError &&
        // A profile that is no headquarters (the address typed by hand): why, calmly; trying again cannot help.
        (query.error instanceof ApiError && query.error.status === 403 ? (
          <EmptyState>{query.error.message}</EmptyState>
        ) : (
          <LoadFailed error={query.error} onRetry={reloadOf(query)} />
        ))}
      {query.isSuccess && (
        <PagedTable
          slice={query.data}
          empty={t('empty')}
          caption={t('list.caption')}
          className="franchise-table"
          columns={[t('columns.name'), t('columns.cost'), t('columns.costToBeSpent'), t('columns.actions')]}
          pagerLabel={t('pager.pages')}
          onPage={setPage}
        >
          {query.data.items.map((store) => (
            <tr key={store.id}>
              <th scope="row">{store.name}</th>
              <td>{format.money(store.cost, currencyCode)}</td>
              <td>{format.money(store.costToBeSpent, currencyCode)}</td>
              <td>
                <button
                  type="button"
                  aria-label={t('edit.label', { name: store.name })}
                  onClick={() => {
                    setEditing(store);
                  }}
                >
                  {t('edit.button')}
                </button>
              </td>
            </tr>
          ))}
        </PagedTable>
      )}
      {!query.isError && (
        <NewStoreForm
          profileId={profile.id}
          currencyCode={currencyCode}
          onCreated={() => {
            showToast(t('form.saved'));
            void query.refetch();
          }}
        />
      )}
      {editing !== null && (
        <EditBudgetDialog
          profileId={profile.id}
          currencyCode={currencyCode}
          store={editing}
          onClose={() => {
            setEditing(null);
          }}
          onSaved={() => {
            setEditing(null);
            showToast(t('edit.done'));
            void query.refetch();
          }}
        />
      )}
    </main>
  );
}
