import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../shell/language.ts';
import type { Asset } from './assets-api.ts';
import { PLAIN_TABLE } from '../../ui/table-styles.ts';

export type AssetView = 'grid' | 'list';

interface AssetItemsProps {
  readonly items: readonly Asset[];
  readonly view: AssetView;
  readonly onDelete: (asset: Asset) => void;
}

/** The library's files as tiles with a preview, or as a table. */
export function AssetItems({ items, view, onDelete }: AssetItemsProps) {
  const { t, i18n } = useTranslation('assets');
  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
      Math.max(1, Math.round(bytes / 1024)),
    );
  const added = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const deleteButton = (asset: Asset) => (
    <button
      type="button"
      aria-label={t('delete.label', { name: asset.fileName })}
      onClick={() => {
        onDelete(asset);
      }}
    >
      {t('delete.button')}
    </button>
  );
  if (view === 'list') {
    // A wide list scrolls in its frame, not the page (375 px).
    return (
      <div className="table-scroll">
        <table className={PLAIN_TABLE}>
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.kind')}</th>
              <th scope="col">{t('columns.size')}</th>
              <th scope="col">{t('columns.added')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((asset) => (
              <tr key={asset.id}>
                <td>
                  <a href={asset.url} target="_blank" rel="noreferrer">
                    {asset.fileName}
                  </a>
                </td>
                <td>{t(`kinds.${asset.kind}`)}</td>
                <td>{size(asset.sizeBytes)}</td>
                <td>{added(asset.createdAt)}</td>
                <td>{deleteButton(asset)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <ul className="grid list-none grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-4 p-0">
      {items.map((asset) => (
        <li key={asset.id} className="rounded-lg border border-line p-3">
          <AssetPreview asset={asset} />
          <p className="mbs-2 mbe-1 wrap-anywhere">
            <a href={asset.url} target="_blank" rel="noreferrer">
              {asset.fileName}
            </a>
          </p>
          <p className="mbs-0 mbe-2 text-muted">
            {t(`kinds.${asset.kind}`)} · {size(asset.sizeBytes)}
            {asset.width !== null && asset.height !== null && ` · ${String(asset.width)}×${String(asset.height)}`}
          </p>
          {deleteButton(asset)}
        </li>
      ))}
    </ul>
  );
}

/** An asset's picture, film or document mark: one height in every tile, the whole of it shown. */
const PREVIEW = 'inline-full block-36 object-contain bg-surface-muted';

function AssetPreview({ asset }: { readonly asset: Asset }) {
  const { t } = useTranslation('assets');
  if (asset.kind === 'image') return <img className={`block ${PREVIEW}`} src={asset.url} alt={asset.fileName} />;
  if (asset.kind === 'video') {
    return (
      <video className={`block ${PREVIEW}`} src={asset.url} controls preload="metadata" aria-label={asset.fileName} />
    );
  }
  return (
    <div className={`grid place-items-center font-semibold ${PREVIEW}`} aria-hidden="true">
      {t('kinds.document')}
    </div>
  );
}
