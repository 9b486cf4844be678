import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsolated } from '../../shell/use-isolated.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { ApiError } from '../../session/api-error.ts';
import { deleteAudience, fetchAudiences, GENDERS, renameAudience, type Audience } from './audience-api.ts';
import { AudienceForm } from './audience-form.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { LoadFailed, Loading, reloadOf } from '../money/load-states.tsx';
import { Pager } from '../../ui/pager.tsx';
import { useCallFailure } from '../../session/session-hooks.ts';
import { useAppData } from '../shell/app-data.ts';
import { showToast } from '../../ui/toast.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PLAIN_TABLE } from '../../ui/table-styles.ts';

const PAGE_SIZE = 20;

/** /app/{businessProfileId}/audience (AP §1 audience addition): saved audiences; create, rename, delete. */
export function Component() {
  const { t } = useTranslation('audience');
  const isolate = useIsolated();
  const { t: tEnums } = useTranslation('enums');
  const { profile } = useAppData();
  usePageTitle(t('page.title'));
  const id = useId();
  const onFailure = useCallFailure();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Audience | null>(null);
  const [renaming, setRenaming] = useState<Audience | null>(null);
  const [newName, setNewName] = useState('');
  const query = useQuery({
    queryKey: ['audiences', profile.id, page],
    queryFn: () => fetchAudiences(profile.id, page, PAGE_SIZE),
  });

  const attempt = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      showToast(done);
      void query.refetch();
    } catch (error) {
      if (error instanceof ApiError) showToast(error.message, 'error');
      else onFailure(error);
    } finally {
      setDeleting(null);
      setRenaming(null);
    }
  };

  return (
    <main className="app-page audience-page">
      <h1>{t('page.title')}</h1>
      <p>{t('page.intro')}</p>
      {query.isPending && <Loading />}
      {query.isError && <LoadFailed error={query.error} onRetry={reloadOf(query)} />}
      {query.isSuccess &&
        (query.data.total === 0 ? (
          <EmptyState>{t('empty')}</EmptyState>
        ) : (
          <>
            {/* A wide list scrolls in its frame, not the page (375 px). */}
            <div className="table-scroll">
              <table className={PLAIN_TABLE}>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.name')}</th>
                    <th scope="col">{t('columns.ages')}</th>
                    <th scope="col">{t('columns.gender')}</th>
                    <th scope="col">{t('columns.places')}</th>
                    <th scope="col">{t('columns.interests')}</th>
                    <th scope="col">{t('columns.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.items.map((audience) => (
                    <tr key={audience.id}>
                      <td>{audience.name}</td>
                      <td className="whitespace-nowrap">{`${isolate(String(audience.ageFrom))}–${isolate(String(audience.ageTo))}`}</td>
                      <td>{tEnums(GENDERS[audience.gender])}</td>
                      <td>{audience.locations.map((location) => location.name).join(', ')}</td>
                      <td>{audience.interests.join(', ')}</td>
                      <td>
                        <button
                          type="button"
                          aria-label={t('rename.label', { name: audience.name })}
                          onClick={() => {
                            setNewName(audience.name);
                            setRenaming(audience);
                          }}
                        >
                          {t('rename.button')}
                        </button>{' '}
                        <button
                          type="button"
                          aria-label={t('delete.label', { name: audience.name })}
                          onClick={() => {
                            setDeleting(audience);
                          }}
                        >
                          {t('delete.button')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={query.data.page}
              total={query.data.total}
              pageSize={query.data.pageSize}
              onPage={setPage}
              label={t('pager.pages')}
            />
          </>
        ))}
      <AudienceForm
        profileId={profile.id}
        onCreated={() => {
          showToast(t('form.saved'));
          setPage(1);
          void query.refetch();
        }}
      />
      <ModalDialog
        open={renaming !== null}
        onClose={() => {
          setRenaming(null);
        }}
        labelledBy={`${id}-rename-title`}
      >
        {renaming !== null && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void attempt(() => renameAudience(profile.id, renaming.id, newName.trim()), t('rename.done'));
            }}
          >
            <h2 id={`${id}-rename-title`}>{t('rename.title')}</h2>
            <label htmlFor={`${id}-new-name`}>{t('form.name')}</label>
            <input
              id={`${id}-new-name`}
              data-autofocus
              required
              maxLength={100}
              value={newName}
              onChange={(event) => {
                setNewName(event.target.value);
              }}
            />
            <div className="dialog-actions">
              <button type="submit">{t('rename.save')}</button>
              <button
                type="button"
                onClick={() => {
                  setRenaming(null);
                }}
              >
                {t('rename.cancel')}
              </button>
            </div>
          </form>
        )}
      </ModalDialog>
      <ConfirmDialog
        open={deleting !== null}
        question={t('delete.question', { name: deleting?.name ?? '' })}
        yes={t('delete.yes')}
        no={t('delete.no')}
        onYes={() => {
          const target = deleting;
          if (target !== null) void attempt(() => deleteAudience(profile.id, target.id), t('delete.done'));
        }}
        onNo={() => {
          setDeleting(null);
        }}
      />
    </main>
  );
}
