import type { WidgetProps } from '@rjsf/utils';
import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../shell/language.ts';
import { stepFormContext } from '../wizard/form-context.ts';
import { RadioCards } from './shared/radio-cards.tsx';
import { choicesOf } from './shared/schema-reading.ts';
import { siblingErrorId, siblingErrorSlotId } from './shared/sibling-field.ts';
import { formatCost, toMajor, useBudgetFigures, type PricingLevels } from './use-budget-figures.ts';
import { useConversionEstimates, type ConversionEstimate } from './use-conversion-estimates.ts';

// Under a plan's cost: the results it may bring (the server's estimate), or what choosing it means.
const ESTIMATE = 'mt-[0.35rem] block text-[0.85rem] text-muted';

// §3 plans: Starter 1, Growth 2, Custom 3: each plan's daily budget is the server's (decision 383),
// Custom the user's own.
const CUSTOM = 3;

/**
 * The budget plan (§2 budget plan, §9): a card per plan with its cost as "{symbol}{cost}/day" in
 * the region's currency. A plan fills the step's `dailyBudget`; Custom lets the user type it. The
 * hidden `currencyCode` is the region's. ui:options `budgetField` / `currencyField` name others.
 */
export function BudgetPlansWidget({
  id,
  value,
  schema,
  label,
  options,
  disabled,
  readonly,
  registry,
  name,
}: WidgetProps) {
  const { t } = useTranslation('widgets');
  const { sessionId, region, formData, setField, setFields } = stepFormContext(registry);
  const budgetField = typeof options.budgetField === 'string' ? options.budgetField : 'dailyBudget';
  const currencyField = typeof options.currencyField === 'string' ? options.currencyField : 'currencyCode';
  const figures = useBudgetFigures(sessionId, region);
  const planBudgets =
    figures.state === 'loaded'
      ? figures.levels.levels.flatMap(({ dailyBudgetMinor }) => (dailyBudgetMinor === null ? [] : [dailyBudgetMinor]))
      : [];
  const estimates = useConversionEstimates(sessionId, region, planBudgets);
  const currencyCode = figures.state === 'loaded' ? figures.band.currencyCode : undefined;

  useEffect(() => {
    if (currencyCode !== undefined && formData[currencyField] !== currencyCode) setField(currencyField, currencyCode);
  }, [currencyCode, currencyField, formData, setField]);

  if (figures.state === 'loading') return <p role="status">{t('budgetPlans.loading')}</p>;
  // §8 failedToFetchBudget.
  if (figures.state === 'failed') return <p role="alert">{t('budgetPlans.failed')}</p>;

  const { band, levels } = figures;
  const costPerDay = (minor: number) =>
    t('budgetPlans.costPerDay', { symbol: band.currencySymbol, cost: formatCost(band, minor) });
  const planMinor = (plan: number) => dailyBudgetMinorOf(plan, levels);
  const fee = serviceFeeText(levels, band.locale, t);
  const typed = formData[budgetField];
  return (
    <div className="grid gap-3">
      <RadioCards
        name={id}
        legend={label}
        cards={choicesOf<number>(schema).map((plan) => {
          const minor = planMinor(plan.value);
          return {
            value: plan.value,
            content: (
              <span>
                {t(`budgetPlans.plans.${String(plan.value)}`, { defaultValue: plan.title })}
                {/* The plan with no figure of its own says what choosing it means, under its name. */}
                {minor === undefined ? (
                  <span className={ESTIMATE}>{t('budgetPlans.yourBudget')}</span>
                ) : (
                  <>
                    {' '}
                    {costPerDay(minor)}
                    <EstimateLine estimate={estimates.get(minor)} />
                  </>
                )}
              </span>
            ),
          };
        })}
        selected={typeof value === 'number' ? value : undefined}
        disabled={disabled === true || readonly === true}
        onSelect={(plan) => {
          const minor = planMinor(plan);
          // One change for the plan and its budget (see setFields).
          setFields({ [name]: plan, ...(minor === undefined ? {} : { [budgetField]: toMajor(minor) }) });
        }}
      />
      {value === CUSTOM && (
        <div>
          <label htmlFor={`${id}-custom`}>{t('budgetPlans.customLabel', { symbol: band.currencySymbol })}</label>
          <input
            id={`${id}-custom`}
            type="number"
            inputMode="decimal"
            min={toMajor(band.minimumDailyBudgetMinor)}
            step="any"
            value={typeof typed === 'number' ? typed : ''}
            disabled={disabled === true || readonly === true}
            aria-describedby={`${id}-custom-hint ${siblingErrorId(id, name, budgetField)}`}
            onChange={(event) => {
              const amount = event.target.value;
              setField(budgetField, amount === '' || !Number.isFinite(Number(amount)) ? undefined : Number(amount));
            }}
          />
          <span id={`${id}-custom-hint`}>
            {t('budgetPlans.minimum', { cost: costPerDay(band.minimumDailyBudgetMinor) })}
          </span>
          <div id={siblingErrorSlotId(id, name, budgetField)} />
        </div>
      )}
      {fee !== null && <p className="m-0">{fee}</p>}
    </div>
  );
}

function dailyBudgetMinorOf(plan: number, levels: PricingLevels): number | undefined {
  return levels.levels.find((level) => level.planId === plan)?.dailyBudgetMinor ?? undefined;
}

const rateOf = (basisPoints: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);

/** OL §1 "no service fee for 30 days": what the owner pays on top of the budget, said before they pay. */
function serviceFeeText(levels: PricingLevels, locale: string, t: TFunction<'widgets'>): string | null {
  const waiver = levels.serviceFeeWaiver;
  if (waiver === undefined) {
    return levels.serviceFeeBasisPoints === 0
      ? null
      : t('budgetPlans.serviceFee', { fee: rateOf(levels.serviceFeeBasisPoints, locale) });
  }
  const after = rateOf(waiver.serviceFeeBasisPoints, locale);
  if (waiver.until === null) return t('budgetPlans.feeWaivedFromSignUp', { days: waiver.days, fee: after });
  const date = dateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(waiver.until));
  return t('budgetPlans.feeWaivedUntil', { days: waiver.days, date, fee: after });
}

/** The results the plan's budget may bring (OL §7 estimateConversion), under its cost. */
function EstimateLine({ estimate }: { readonly estimate: ConversionEstimate | undefined }) {
  const { t } = useTranslation('widgets');
  if (estimate === undefined) return null;
  return (
    <span className={ESTIMATE}>
      {t('budgetPlans.estimate', { low: estimate.low, high: estimate.high, days: estimate.perDays })}
    </span>
  );
}
