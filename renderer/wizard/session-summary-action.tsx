import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsolated } from '../shell/use-isolated.ts';
import { formatMoney } from '../shell/language.ts';
import { callApi } from './api.ts';
import type { StepActionProps } from './step-actions.tsx';
import { useCreativeGeneration, type Generation } from '../widgets/use-creative-generation.ts';

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

// A review page's rows: each part's name beside what was chosen, the name above it on a phone.
const ROW = 'm-0 px-4 py-[0.85rem] border-t border-line first-of-type:border-t-0';
const TERM = `${ROW} text-muted font-semibold`;
const ANSWER = `${ROW} max-sm:pt-0 max-sm:border-t-0`;
const IMAGE = 'me-[0.4rem] object-cover rounded-[0.25rem]';

/**
 * The summary page's summary (OL §2 "Summary page", issue 20): what the session holds so far, the
 * business, its ad as it will run, who sees them and the budget, so the agent checks it before
 * sharing the link: drawn above the step's buttons, as a review page.
 */
export function SessionSummaryAction({ sessionId }: StepActionProps) {
  const { t } = useTranslation();
  // null while it loads; a session that cannot be read shows no summary (the step still works).
  const [steps, setSteps] = useState<Steps | null | 'unreadable'>(null);
  const generation = useCreativeGeneration(sessionId).generation;
  useEffect(() => {
    let current = true;
    callApi({ method: 'GET', path: '/sessions/{sessionId}', params: { sessionId } }).then(
      (session) => {
        if (current) setSteps(session.data);
      },
      () => {
        if (current) setSteps('unreadable');
      },
    );
    return () => {
      current = false;
    };
  }, [sessionId]);
  if (steps === 'unreadable') return null;

  // Busy until the session is read, so the page does not look finished without its summary.
  return (
    <section aria-labelledby="session-summary" aria-busy={steps === null} className="mb-6">
      <h2 id="session-summary" className="text-[1.1rem]">
        {t('summary.details.heading')}
      </h2>
      {steps !== null && <SessionDetails steps={steps} generation={generation} />}
    </section>
  );
}

/** The rows of the summary: each part of the set-up beside what was chosen. */
function SessionDetails({ steps, generation }: { readonly steps: Steps; readonly generation: Generation }) {
  const { t, i18n } = useTranslation();
  const isolate = useIsolated();
  const { t: tEnums } = useTranslation('enums');
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
    <dl className="m-0 grid grid-cols-[minmax(7rem,11rem)_1fr] rounded-card border border-line max-sm:grid-cols-1">
      <dt className={TERM}>{t('summary.details.business')}</dt>
      {/* The owner's own words keep their direction in a mirrored page ("20% off", not "off 20%"). */}
      <dd dir="auto" className={ANSWER}>
        {[text(business.name), text(address.city)].filter((part) => part !== null).join(', ') || none}
      </dd>
      <dt className={TERM}>{t('summary.details.objective')}</dt>
      <dd className={ANSWER}>{objective === undefined ? none : tEnums(objective)}</dd>
      <dt className={TERM}>{t('summary.details.ads')}</dt>
      {/* Busy while the ads are drawn: the uploaded images stand in until the chosen ad is there. */}
      <dd aria-busy={generation.state === 'generating'} className={ANSWER}>
        {ad?.creative !== undefined ? (
          <figure className="m-0 grid max-w-80 gap-2">
            <img
              src={ad.creative.imageUrl}
              alt={t('summary.details.adImage')}
              width={160}
              height={160}
              className={`${IMAGE} size-40 border border-line`}
            />
            {ad.primaryText !== null && <figcaption dir="auto">{ad.primaryText}</figcaption>}
          </figure>
        ) : images.length === 0 ? (
          none
        ) : (
          images.map((url) => <img key={url} src={url} alt="" width={64} height={64} className={IMAGE} />)
        )}
      </dd>
      <dt className={TERM}>{t('summary.details.targeting')}</dt>
      <dd className={ANSWER}>
        {[
          num(age.ageFrom) === null
            ? null
            : t('summary.details.ages', { from: isolate(String(age.ageFrom)), to: isolate(String(age.ageTo)) }),
          gender === undefined ? null : tEnums(gender),
          radius === null ? null : t('summary.details.near', { radius, unit: tEnums(unit).toLowerCase() }),
          places.length === 0 ? null : places.join(', '),
        ]
          .filter((part) => part !== null)
          .join(' · ') || none}
      </dd>
      <dt className={TERM}>{t('summary.details.budget')}</dt>
      <dd className={ANSWER}>
        {daily === null || currency === null
          ? t('summary.details.budgetByClient')
          : t('summary.details.daily', { amount: formatMoney(daily, currency, i18n.language) })}
      </dd>
    </dl>
  );
}
