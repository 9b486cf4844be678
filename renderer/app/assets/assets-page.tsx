import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/page-title.ts';
import { ApiError } from '../../session/api-error.ts';
import { AssetItems, type AssetView } from './asset-items.tsx';
import {
  ACCEPTED_FILES,
  ASSET_KINDS,
  deleteAsset,
  fetchAssets,
  uploadAsset,
  type Asset,
  type AssetKind,
} from './assets-api.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { LoadFailed, Loading, reloadOf } from '../money/load-states.tsx';
import { Pager } from '../../ui/pager.tsx';
import { useCallFailure } from '../../session/session-hooks.ts';
import { useAppData } from '../shell/app-data.ts';
import { showToast } from '../../ui/toast.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FileDropZone } from '../../ui/file-drop-zone.tsx';
import { FILTER_BAR, FilterField, FilterSelect } from '../filter-bar.tsx';

const PAGE_SIZE = 24;

/**
 * /app/{businessProfileId}/assets (AP §1 asset linking, §5 document upload): the profile's
 * images, videos and documents, newest first, as a grid or a list; upload and delete.
 */
export function Component() {
  const { t } = useTranslation('assets');
  const { profile } = useAppData();
  usePageTitle(t('page.title'));
  const id = useId();
  const onFailure = useCallFailure();
  const [kind, setKind] = useState<AssetKind | ''>('');
  const [page, setPage] = useState(1);
  const [view, setView] = useState<AssetView>('grid');
  // The file being sent: its name in the drop zone until the library has it.
  const [uploading, setUploading] = useState<File | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Asset | null>(null);

  const query = useQuery({
    queryKey: ['assets', profile.id, kind, page],
    queryFn: () => fetchAssets(profile.id, kind, page, PAGE_SIZE),
  });

  const failed = (error: unknown, show: (message: string) => void) => {
    if (error instanceof ApiError) show(error.message);
    else onFailure(error);
  };

  const upload = async (file: File) => {
    setUploading(file);
    setUploadError(null);
    try {
      await uploadAsset(profile.id, file);
      showToast(t('upload.done', { name: file.name }));
      setPage(1);
      void query.refetch();
    } catch (error) {
      failed(error, setUploadError);
    } finally {
      setUploading(null);
    }
  };

  const confirmDelete = async () => {
    if (deleting === null) return;
    try {
      await deleteAsset(profile.id, deleting.id);
      showToast(t('delete.done', { name: deleting.fileName }));
      void query.refetch();
    } catch (error) {
      failed(error, (message) => {
        showToast(message, 'error');
      });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <main className="app-page assets-page">
      <h1>{t('page.title')}</h1>
      <p>{t('page.intro')}</p>
      <div className={FILTER_BAR}>
        <FilterField id={`${id}-file`} label={t('upload.label')}>
          <FileDropZone
            id={`${id}-file`}
            label={t('upload.label')}
            accept={ACCEPTED_FILES}
            disabled={uploading !== null}
            invalid={uploadError !== null}
            describedBy={uploadError === null ? `${id}-rules` : `${id}-error ${id}-rules`}
            chosen={uploading}
            action={t('upload.choose')}
            onFiles={([file]) => {
              if (file !== undefined) void upload(file);
            }}
          />
          <p id={`${id}-rules`} className="field-hint">
            {t('upload.rules')}
          </p>
          {uploading !== null && <p aria-live="polite">{t('upload.uploading')}</p>}
          {uploadError !== null && (
            <p id={`${id}-error`} role="alert" className="field-error">
              {uploadError}
            </p>
          )}
        </FilterField>
        <FilterSelect
          label={t('filter.label')}
          options={['', ...ASSET_KINDS]}
          labelOf={(option) => (option === '' ? t('filter.all') : t(`kinds.${option}`))}
          value={kind}
          onChange={(option) => {
            setKind(option);
            setPage(1);
          }}
        />
        <div role="group" aria-label={t('view.label')} className="toggle-group inline-flex gap-2">
          {(['grid', 'list'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={view === value}
              onClick={() => {
                setView(value);
              }}
            >
              {t(`view.${value}`)}
            </button>
          ))}
        </div>
      </div>
      {query.isPending && <Loading />}
      {query.isError && <LoadFailed error={query.error} onRetry={reloadOf(query)} />}
      {query.isSuccess &&
        (query.data.total === 0 ? (
          <EmptyState>{kind === '' ? t('empty.none') : t('empty.filtered')}</EmptyState>
        ) : (
          <>
            <AssetItems items={query.data.items} view={view} onDelete={setDeleting} />
            <Pager
              page={query.data.page}
              total={query.data.total}
              pageSize={query.data.pageSize}
              onPage={setPage}
              label={t('pager.pages')}
            />
          </>
        ))}
      <ConfirmDialog
        open={deleting !== null}
        question={t('delete.question', { name: deleting?.fileName ?? '' })}
        yes={t('delete.yes')}
        no={t('delete.no')}
        onYes={() => void confirmDelete()}
        onNo={() => {
          setDeleting(null);
        }}
      />
    </main>
  );
}
