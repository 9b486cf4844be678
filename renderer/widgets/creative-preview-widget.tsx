import type { WidgetProps } from '@rjsf/utils';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { stepFormContext } from '../wizard/form-context.ts';
import { GenerationFailure } from './shared/generation-failure.tsx';
import { RadioCards } from './shared/radio-cards.tsx';
import { useCreativeGeneration } from './use-creative-generation.ts';

// Cards side by side: a 1080 px template shown at its own size would fill the screen.
const CARD_WIDTH = 240;

/**
 * The generated creatives (§2 creative selection and preview): generation is started and polled
 * (§4, §9), then each template is a card to pick, its id the field's value (`selectedTemplateId`);
 * the first starts picked.
 * A failed or timed-out generation says so and offers to try again.
 */
export function CreativePreviewWidget({ id, value, label, disabled, readonly, registry, onChange }: WidgetProps) {
  const { t } = useTranslation('widgets');
  const { sessionId, visit } = stepFormContext(registry);
  const { generation, retry } = useCreativeGeneration(sessionId, visit);
  // The first design starts chosen (decision 448), as the ad tools owners know do: Edit and Next
  // work at once, and another card is one click away.
  const firstTemplate = generation.state === 'done' ? generation.templates[0]?.templateId : undefined;
  const choose = disabled !== true && readonly !== true && value === undefined ? firstTemplate : undefined;
  useEffect(() => {
    if (choose !== undefined) onChange(choose);
  }, [choose, onChange]);

  // One status region for the whole generation, there from the start: a screen reader hears that
  // the ads are being made and, minutes later, that they are ready (a region that appears with its
  // text, or one marked busy, is often not read at all).
  const status =
    generation.state === 'generating'
      ? t('creativePreview.generating')
      : generation.state === 'done'
        ? t('creativePreview.ready', { count: generation.templates.length })
        : '';
  return (
    <div id={id} className="creative-preview">
      <p role="status" className={generation.state === 'done' ? 'visually-hidden' : 'creative-preview-status'}>
        {status}
      </p>
      {(generation.state === 'failed' || generation.state === 'timedOut') && (
        <GenerationFailure
          timedOut={generation.state === 'timedOut'}
          onRetry={retry}
          className="creative-preview-failure"
        />
      )}
      {generation.state === 'done' && (
        <>
          <RadioCards
            name={id}
            legend={label}
            cards={generation.templates.map((template, index) => ({
              value: template.templateId,
              content: (
                <img
                  src={template.imageUrl}
                  className="h-auto w-full rounded-[6px]"
                  width={CARD_WIDTH}
                  height={Math.round((CARD_WIDTH * template.height) / template.width)}
                  alt={t('creativePreview.templateAlt', { number: index + 1, count: generation.templates.length })}
                />
              ),
            }))}
            selected={typeof value === 'number' ? value : undefined}
            disabled={disabled === true || readonly === true}
            onSelect={(templateId) => {
              onChange(templateId);
            }}
          />
          {generation.adCopy !== null && (
            // The text that runs above the image, named as the ad preview's field names it.
            <p>
              <span className="block text-[0.875rem] text-muted">
                {t('ad-preview.primaryText.title', { ns: 'fields', nsSeparator: false, defaultValue: 'Primary text' })}
              </span>
              <span className="creative-preview-copy" dir="auto">
                {generation.adCopy.primaryText}
              </span>
            </p>
          )}
        </>
      )}
    </div>
  );
}
