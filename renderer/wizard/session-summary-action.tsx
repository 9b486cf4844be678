import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../shell/language.ts';
import { callApi } from './api.ts';
import type { StepActionProps } from './step-actions.tsx';
import { useCreativeGeneration } from '../widgets/use-creative-generation.ts';

type Steps = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

/** OL §3 ids as the enums catalogue names them. */
const OBJECTIVES: Readonly<Record<number, string>> = {
  1: 'calls',
  2: 'leadGeneration',
  3: 'websiteVisits',
  4: 'storeVisits',
  5: 'instantMessages',
};
const GENDERS: Readonly<Record<number, string>> = { 1: 'male', 2: 'female', 3: 'all' };

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The summary page's summary (OL §2 "Summary page", issue 20): what the session holds so far, the
 * business, its ad as it will run, who sees them and the budget, so the agent checks it before
 * sharing the link: drawn above the step's buttons, as a review page.
 */
export function SessionSummaryAction({ sessionId }: StepActionProps) {
  const { t, i18n } = useTranslation();
  const { t: tEnums } = useTranslation('enums');
  const [steps, setSteps] = useState<Steps | null>(null);
  const { generation } = useCreativeGeneration(sessionId);
  useEffect(() => {
    let current = true;
    callApi({ method: 'GET', path: '/sessions/{sessionId}', params: { sessionId } }).then(
      (session) => {
        if (current) setSteps(session.data);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [sessionId]);
  if (steps === null) return null;

  const business = steps.businessDetails ?? steps.businessDetailsv2 ?? {};
  const address = (steps.businessLocationDetails?.address ?? {}) as Record<string, unknown>;
  const objective = OBJECTIVES[num(steps.selectObjective?.objective) ?? 0];
  const images = [
    ...(Array.isArray(steps.imageCreatives?.images) ? (steps.imageCreatives.images as unknown[]) : []),
    steps.imageCreatives?.logo,
  ].flatMap((image) => text((image as { url?: unknown } | undefined)?.url) ?? []);
  // The ad as it will run: the design chosen on the preview step (the first drawn if none was).
  const chosenId = num(
    steps['imageCreativesCreative/preview']?.selectedTemplateId ??
      steps['creativedetailsv2/preview']?.selectedTemplateId,
  );
  const ad =
    generation.state === 'done'
      ? {
          creative: generation.templates.find(({ templateId }) => templateId === chosenId) ?? generation.templates[0],
          primaryText: generation.adCopy?.primaryText ?? null,
        }
      : null;
  const age = steps.ageGenderTarget ?? {};
  const gender = GENDERS[num(age.gender) ?? 0];
  const target = steps.locationTargeting ?? {};
  const places = Array.isArray(target.locations)
    ? target.locations.flatMap((place) => text((place as { name?: unknown }).name) ?? [])
    : [];
  const radius = num(target.radius);
  const unit = num(target.distanceUnit) === 1 ? 'miles' : 'kilometres';
  const budget = steps.budget ?? {};
  const daily = num(budget.dailyBudget);
  const currency = text(budget.currencyCode);
  const none = t('summary.details.none');

  return (
    <section aria-labelledby="session-summary" className="session-summary">
      <h2 id="session-summary">{t('summary.details.heading')}</h2>
      <dl>
        <dt>{t('summary.details.business')}</dt>
        {/* The owner's own words keep their direction in a mirrored page ("20% off", not "off 20%"). */}
        <dd dir="auto">
          {[text(business.name), text(address.city)].filter((part) => part !== null).join(', ') || none}
        </dd>
        <dt>{t('summary.details.objective')}</dt>
        <dd>{objective === undefined ? none : tEnums(objective)}</dd>
        <dt>{t('summary.details.ads')}</dt>
        {/* Busy while the ads are drawn: the uploaded images stand in until the chosen ad is there. */}
        <dd aria-busy={generation.state === 'generating'}>
          {ad?.creative !== undefined ? (
            <figure className="session-summary-ad">
              <img src={ad.creative.imageUrl} alt={t('summary.details.adImage')} width={160} height={160} />
              {ad.primaryText !== null && <figcaption dir="auto">{ad.primaryText}</figcaption>}
            </figure>
          ) : images.length === 0 ? (
            none
          ) : (
            images.map((url) => <img key={url} src={url} alt="" width={64} height={64} />)
          )}
        </dd>
        <dt>{t('summary.details.targeting')}</dt>
        <dd>
          {[
            num(age.ageFrom) === null ? null : t('summary.details.ages', { from: age.ageFrom, to: age.ageTo }),
            gender === undefined ? null : tEnums(gender),
            radius === null ? null : t('summary.details.near', { radius, unit: tEnums(unit).toLowerCase() }),
            places.length === 0 ? null : places.join(', '),
          ]
            .filter((part) => part !== null)
            .join(' · ') || none}
        </dd>
        <dt>{t('summary.details.budget')}</dt>
        <dd>
          {daily === null || currency === null
            ? t('summary.details.budgetByClient')
            : t('summary.details.daily', { amount: formatMoney(daily, currency, i18n.language) })}
        </dd>
      </dl>
    </section>
  );
}
