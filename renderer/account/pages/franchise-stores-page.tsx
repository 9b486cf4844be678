import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/page-title.ts';
import '../assets/assets.css';
import { fetchStores, type FranchiseStore } from '../franchise/franchise-api.ts';
import { EditBudgetDialog, NewStoreForm } from '../franchise/store-forms.tsx';
import { LoadFailed, Loading } from '../money/load-states.tsx';
import { useLoadable } from '../money/use-loadable.ts';
import { useMoneyFormat } from '../money/use-money-format.ts';
import { Pager } from '../pager.tsx';
import { useAppData } from '../shell/app-data.ts';
import { showToast } from '../toast.tsx';

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
  const load = useCallback(() => fetchStores(profile.id, page, PAGE_SIZE), [profile.id, page]);
  const { loadable, reload } = useLoadable(load);
  // Before the list has loaded the form still needs a currency to name: the wallet's default.
  const currencyCode = loadable.state === 'loaded' ? loadable.value.currencyCode : 'INR';

  return (
    <main className="app-page franchise-stores-page">
      <h1>{t('page.title')}</h1>
      <p>{t('page.intro')}</p>
      {loadable.state === 'loading' && <Loading />}
      {loadable.state === 'failed' && <LoadFailed error={loadable.error} onRetry={reload} />}
      {loadable.state === 'loaded' &&
        (loadable.value.total === 0 ? (
          <p className="empty-state">{t('empty')}</p>
        ) : (
          <>
            <table className="asset-table">
              <caption className="visually-hidden">{t('list.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.name')}</th>
                  <th scope="col">{t('columns.cost')}</th>
                  <th scope="col">{t('columns.costToBeSpent')}</th>
                  <th scope="col">{t('columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {loadable.value.items.map((store) => (
                  <tr key={store.id}>
                    <td>{store.name}</td>
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
              </tbody>
            </table>
            <Pager
              page={loadable.value.page}
              total={loadable.value.total}
              pageSize={loadable.value.pageSize}
              onPage={setPage}
              label={t('pager.pages')}
            />
          </>
        ))}
      {loadable.state !== 'failed' && (
        <NewStoreForm
          profileId={profile.id}
          currencyCode={currencyCode}
          onCreated={() => {
            showToast(t('form.saved'));
            reload();
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
            reload();
          }}
        />
      )}
    </main>
  );
}
