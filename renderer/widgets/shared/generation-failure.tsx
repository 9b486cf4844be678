import { useTranslation } from 'react-i18next';

/** A creative generation that failed or ran out of time (OL §4, §9): said so, with a retry. */
export function GenerationFailure({
  timedOut,
  onRetry,
  className,
}: {
  readonly timedOut: boolean;
  readonly onRetry: () => void;
  readonly className: string;
}) {
  const { t } = useTranslation('widgets');
  return (
    <div role="alert" className={className}>
      <p>{t(timedOut ? 'creativePreview.timedOut' : 'creativePreview.failed')}</p>
      <button type="button" onClick={onRetry}>
        {t('creativePreview.retry')}
      </button>
    </div>
  );
}
