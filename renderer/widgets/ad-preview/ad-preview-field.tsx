import type { FieldProps } from '@rjsf/utils';
import { Laptop, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stepFormContext } from '../../wizard/form-context.ts';
import { GenerationFailure } from '../shared/generation-failure.tsx';
import { useCreativeGeneration } from '../use-creative-generation.ts';
import { previewAdOf, type PreviewAnswers } from './ad-preview-model.ts';
import { PlacementAd, type Placement } from './placement-ad.tsx';

type Device = 'desktop' | 'phone';

const PLACEMENTS: readonly Placement[] = ['feed', 'photo', 'story', 'column', 'search'];

// Posts at their feeds' width; on a phone a post fills a 360 px screen: the frame narrows to it.
const PLACEMENTS_GRID: Readonly<Record<Device, string>> = {
  desktop: 'ad-preview-placements grid-cols-[repeat(auto-fit,minmax(16rem,1fr))]',
  phone: 'ad-preview-placements is-phone grid-cols-[repeat(auto-fit,minmax(0,22.5rem))] justify-center',
};
const FRAME: Readonly<Record<Device, string>> = {
  desktop: 'm-0 p-3 rounded-card bg-surface-muted',
  phone: 'm-0 px-2 py-5 rounded-[1.75rem] border-6 border-ink bg-surface-muted',
};

function placementsOf(uiSchema: FieldProps['uiSchema']): readonly Placement[] {
  const named = (uiSchema?.['ui:options'] as { placements?: unknown } | undefined)?.placements;
  return Array.isArray(named) ? PLACEMENTS.filter((placement) => named.includes(placement)) : PLACEMENTS;
}

/** The call to action's words, as the step's schema labels its id (the edited one). */
function callToActionLabel(schema: FieldProps['schema'], id: unknown): string | null {
  const property = (schema.properties as Record<string, { oneOf?: { const?: unknown; title?: string }[] }> | undefined)
    ?.callToActionId;
  return property?.oneOf?.find((option) => option.const === id)?.title ?? null;
}

/**
 * The ad as it will run (OL §2 ImageCreativesAdPreview/preview and googleAds; issue 24): drawn
 * from the session's creative and copy, in each placement the step names (`ui:options.placements`),
 * framed as on a desktop or a phone.
 */
export function AdPreviewField({ formData, schema, uiSchema, registry }: FieldProps) {
  const { t } = useTranslation('widgets');
  const { sessionId, visit } = stepFormContext(registry);
  const { generation, retry } = useCreativeGeneration(sessionId, visit);
  const [device, setDevice] = useState<Device>('desktop');
  const answers = (formData ?? {}) as PreviewAnswers & { readonly callToActionId?: number };

  if (generation.state === 'generating') {
    return (
      <p role="status" className="ad-preview-status text-muted">
        {t('adPreview.drawing')}
      </p>
    );
  }
  if (generation.state !== 'done') {
    return (
      <GenerationFailure
        timedOut={generation.state === 'timedOut'}
        onRetry={retry}
        className="ad-preview-status text-muted"
      />
    );
  }
  const ad = previewAdOf(answers, generation, generation.advertiser, callToActionLabel(schema, answers.callToActionId));
  return (
    <div className="grid gap-4">
      {/* Its buttons' own styles are styles.css's `.toggle-group`. */}
      <div className="toggle-group inline-flex gap-2" role="group" aria-label={t('adPreview.device')}>
        {(['desktop', 'phone'] as const).map((shown) => (
          <button
            key={shown}
            type="button"
            aria-pressed={device === shown}
            onClick={() => {
              setDevice(shown);
            }}
          >
            {shown === 'desktop' ? (
              <Laptop aria-hidden="true" size={18} />
            ) : (
              <Smartphone aria-hidden="true" size={18} />
            )}
            {t(`adPreview.${shown}`)}
          </button>
        ))}
      </div>
      <div className={`grid items-start gap-5 ${PLACEMENTS_GRID[device]}`}>
        {/* The right column is a desktop placement: phones have none. */}
        {placementsOf(uiSchema)
          .filter((placement) => device === 'desktop' || placement !== 'column')
          .map((placement) => (
            <figure key={placement} className={FRAME[device]} data-placement={placement}>
              <figcaption className="mb-2 text-[0.85rem] font-semibold text-muted">
                {t(`adPreview.${placement}`)}
              </figcaption>
              <PlacementAd placement={placement} ad={ad} />
            </figure>
          ))}
      </div>
    </div>
  );
}
