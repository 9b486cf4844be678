import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Loading, reloadOf } from '../app/money/load-states.tsx';
import { StudioLoadFailed } from './staff-only.tsx';
import { fetchDiff, type Difference, type FileChanges } from './studio-api.ts';
import { LABELLED_CHOICES } from './studio-styles.ts';

/** The server's diff between two versions (or a version and the draft), file by file, change by change. */
export function DiffView({
  flowId,
  versions,
  hasDraft,
}: {
  readonly flowId: string;
  /** Newest first. */
  readonly versions: readonly number[];
  readonly hasDraft: boolean;
}) {
  const { t } = useTranslation('studio');
  const newest = versions[0] ?? 1;
  const [from, setFrom] = useState(versions[1] ?? newest);
  const [to, setTo] = useState<string>(hasDraft ? 'draft' : String(newest));
  return (
    <section aria-labelledby="diff-heading" className="diff-view">
      <h3 id="diff-heading">{t('diff.heading')}</h3>
      <div className={LABELLED_CHOICES}>
        <label>
          {t('diff.from')}
          <select
            value={from}
            onChange={(event) => {
              setFrom(Number(event.target.value));
            }}
          >
            {versions.map((version) => (
              <option key={version} value={version}>
                {t('versions.name', { version })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('diff.to')}
          <select
            value={to}
            onChange={(event) => {
              setTo(event.target.value);
            }}
          >
            {hasDraft && <option value="draft">{t('diff.draft')}</option>}
            {versions.map((version) => (
              <option key={version} value={String(version)}>
                {t('versions.name', { version })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Changes flowId={flowId} from={from} to={to === 'draft' ? 'draft' : Number(to)} />
    </section>
  );
}

function Changes({
  flowId,
  from,
  to,
}: {
  readonly flowId: string;
  readonly from: number;
  readonly to: number | 'draft';
}) {
  const { t } = useTranslation('studio');

  const query = useQuery({ queryKey: ['diff', flowId, from, to], queryFn: () => fetchDiff(flowId, from, to) });
  if (query.isPending) return <Loading />;
  if (query.isError) return <StudioLoadFailed error={query.error} onRetry={reloadOf(query)} />;
  if (query.data.length === 0) return <p>{t('diff.none')}</p>;
  return (
    <div className="diff-files">
      {query.data.map((file) => (
        <FileDiff key={file.file} file={file} />
      ))}
    </div>
  );
}

/** What was added reads in the success colour, what was removed in the danger one; the rest as text. */
const OPERATION_COLOURS: Partial<Record<Difference['op'], string>> = {
  add: 'text-(--success-ink)',
  remove: 'text-danger',
};

function FileDiff({ file }: { readonly file: FileChanges }) {
  const { t } = useTranslation('studio');
  return (
    <div className="diff-file">
      <h4>
        <code>{file.file}</code> — {t(`diff.file.${file.change}`)}
      </h4>
      <ul className="font-[ui-monospace,monospace] text-[0.85rem] wrap-anywhere">
        {file.differences.map((difference, index) => (
          <li key={`${difference.path}${String(index)}`} className={OPERATION_COLOURS[difference.op]}>
            {describe(difference, t)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One RFC 6902 operation in words: "added /properties/x: {…}". */
function describe(difference: Difference, t: TFunction<'studio'>): string {
  const where = difference.path === '' ? '/' : difference.path;
  const value = 'value' in difference ? JSON.stringify(difference.value) : '';
  return t(`diff.op.${difference.op}`, {
    path: where,
    value,
    from: difference.from ?? '',
    defaultValue: `${difference.op} ${where} ${value}`,
  });
}
