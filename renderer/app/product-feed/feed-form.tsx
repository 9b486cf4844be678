import { useId, useMemo, useState, type SubmitEvent } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../session/api-error.ts';
import { FileDropZone } from '../../ui/file-drop-zone.tsx';
import { useCallFailure } from '../../session/session-hooks.ts';
import { useUnsavedChanges } from '../shell/unsaved-changes.ts';
import { createCatalog, createFeed, processFeed, type Catalog, type Feed } from './product-feed-api.ts';
import { FEED_COLUMN, FEED_FIELD } from './feed-styles.ts';

const NEW_CATALOG = 'new';
// Decision 144: the server refuses larger files (413); the page says so before uploading.
const MAX_FILE_BYTES = 10 * 1024 * 1024;

interface FeedFormProps {
  readonly profileId: number;
  readonly catalogs: readonly Catalog[];
  /** The feed was created and its processing started. */
  readonly onStarted: (feed: Feed) => void;
}

interface Draft {
  readonly catalog: string;
  readonly catalogName: string;
  readonly feedName: string;
  readonly source: 'url' | 'file';
  readonly url: string;
  readonly file: File | null;
}

type Errors = Partial<Record<'catalogName' | 'feedName' | 'url' | 'file' | 'form', string>>;

const emptyDraft = (catalogs: readonly Catalog[]): Draft => ({
  catalog: catalogs[0] === undefined ? NEW_CATALOG : String(catalogs[0].id),
  catalogName: '',
  feedName: '',
  source: 'file',
  url: '',
  file: null,
});

/**
 * AP §2 product feed: a catalog (one of the profile's, or a new one by name), the feed's name, and
 * its CSV as a URL or an uploaded file; saving creates them and starts the processing. A form with
 * something typed in is unsaved changes, which a profile switch asks about (stay, leave, save).
 */
export function FeedForm({ profileId, catalogs, onStarted }: FeedFormProps) {
  const { t } = useTranslation('productFeed');
  const onFailure = useCallFailure();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(catalogs));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const edit = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
  };
  const creatingCatalog = draft.catalog === NEW_CATALOG;
  const dirty =
    (creatingCatalog && draft.catalogName.trim() !== '') ||
    draft.feedName.trim() !== '' ||
    draft.url.trim() !== '' ||
    draft.file !== null;

  const save = async (): Promise<boolean> => {
    const found = check(draft, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    setSaving(true);
    try {
      const catalogId = creatingCatalog
        ? (await createCatalog(profileId, draft.catalogName.trim())).id
        : Number(draft.catalog);
      const url = draft.source === 'url' ? draft.url.trim() : undefined;
      const feed = await createFeed(profileId, { name: draft.feedName.trim(), productCatalogId: catalogId, url });
      const started = await processFeed(profileId, feed, draft.source === 'file' ? draft.file : null);
      setDraft({ ...emptyDraft(catalogs), catalog: String(catalogId) });
      onStarted(started);
      return true;
    } catch (error) {
      if (error instanceof ApiError) setErrors({ form: error.message });
      else onFailure(error);
      return false;
    } finally {
      setSaving(false);
    }
  };
  // A new object for each draft: `save` reads the draft it was made with.
  const changes = useMemo(() => (dirty ? { save } : null), [dirty, draft]);
  useUnsavedChanges(changes);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };
  const fieldError = (name: keyof Errors) =>
    errors[name] === undefined ? null : (
      <p className="field-error" id={`${id}-${name}-error`} role="alert">
        {errors[name]}
      </p>
    );
  const described = (name: keyof Errors) =>
    errors[name] === undefined ? {} : { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` };

  return (
    <form className={`feed-form ${FEED_COLUMN}`} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('form.heading')}</h2>
      <div className={FEED_FIELD}>
        <label htmlFor={`${id}-catalog`}>{t('form.catalog')}</label>
        <select
          id={`${id}-catalog`}
          value={draft.catalog}
          onChange={(event) => {
            edit({ catalog: event.target.value });
          }}
        >
          {catalogs.map((catalog) => (
            <option key={catalog.id} value={String(catalog.id)}>
              {catalog.name}
            </option>
          ))}
          <option value={NEW_CATALOG}>{t('form.newCatalog')}</option>
        </select>
      </div>
      {creatingCatalog && (
        <div className={FEED_FIELD}>
          <label htmlFor={`${id}-catalog-name`}>{t('form.catalogName')}</label>
          <input
            id={`${id}-catalog-name`}
            value={draft.catalogName}
            maxLength={100}
            {...described('catalogName')}
            onChange={(event) => {
              edit({ catalogName: event.target.value });
            }}
          />
          {fieldError('catalogName')}
        </div>
      )}
      <div className={FEED_FIELD}>
        <label htmlFor={`${id}-feed-name`}>{t('form.feedName')}</label>
        <input
          id={`${id}-feed-name`}
          value={draft.feedName}
          maxLength={100}
          {...described('feedName')}
          onChange={(event) => {
            edit({ feedName: event.target.value });
          }}
        />
        {fieldError('feedName')}
      </div>
      {/* As wide as the fields around it (FEED_FIELD). */}
      <fieldset className="flex max-inline-120 flex-wrap gap-x-6 rounded-card border border-line px-3">
        <legend>{t('form.source')}</legend>
        {(['file', 'url'] as const).map((source) => (
          <label key={source} className="inline-flex min-block-11 items-center gap-2">
            <input
              type="radio"
              name={`${id}-source`}
              value={source}
              checked={draft.source === source}
              onChange={() => {
                edit({ source });
              }}
            />
            {t(source === 'file' ? 'form.sourceFile' : 'form.sourceUrl')}
          </label>
        ))}
      </fieldset>
      {draft.source === 'url' ? (
        <div className={FEED_FIELD}>
          <label htmlFor={`${id}-url`}>{t('form.url')}</label>
          <input
            id={`${id}-url`}
            type="url"
            value={draft.url}
            maxLength={2000}
            placeholder="https://"
            {...described('url')}
            onChange={(event) => {
              edit({ url: event.target.value });
            }}
          />
          {fieldError('url')}
        </div>
      ) : (
        <div className={FEED_FIELD}>
          <label htmlFor={`${id}-file`}>{t('form.file')}</label>
          <FileDropZone
            id={`${id}-file`}
            label={t('form.file')}
            accept=".csv,text/csv"
            chosen={draft.file}
            invalid={errors.file !== undefined}
            describedBy={errors.file === undefined ? `${id}-file-hint` : `${id}-file-error ${id}-file-hint`}
            icon={FileSpreadsheet}
            action={t(draft.file === null ? 'form.fileChoose' : 'form.fileChooseAnother')}
            onFiles={([file]) => {
              edit({ file: file ?? null });
            }}
          />
          <p id={`${id}-file-hint`} className="field-hint">
            {t('form.fileHint')}
          </p>
          {fieldError('file')}
        </div>
      )}
      {fieldError('form')}
      <button type="submit" className="primary justify-self-start" disabled={saving}>
        {saving ? t('form.saving') : t('form.save')}
      </button>
    </form>
  );
}

function check(draft: Draft, t: (key: string) => string): Errors {
  const errors: Errors = {};
  const required = t('form.required');
  if (draft.catalog === NEW_CATALOG && draft.catalogName.trim() === '') errors.catalogName = required;
  if (draft.feedName.trim() === '') errors.feedName = required;
  if (draft.source === 'url' && !/^https?:\/\/\S+$/i.test(draft.url.trim()))
    errors.url = draft.url.trim() === '' ? required : t('form.badUrl');
  if (draft.source === 'file' && draft.file === null) errors.file = required;
  // A dropped file is not filtered by the input's `accept`, as the browser's file picker is.
  if (draft.source === 'file' && draft.file !== null && !isCsv(draft.file)) errors.file = t('form.notCsv');
  else if (draft.source === 'file' && draft.file !== null && draft.file.size > MAX_FILE_BYTES)
    errors.file = t('form.tooLarge');
  return errors;
}

const isCsv = (file: File): boolean => file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
