import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { choicesOf, isRecord, itemSchema, propertySchema } from './shared/schema-reading.ts';

// A day, and each of its periods: a row that wraps on a phone.
const HOURS_ROW = 'mb-2 flex flex-wrap items-center gap-2';

interface Period {
  readonly day: string;
  readonly opensAt: string;
  readonly closesAt: string;
}

// Reading: a day ticked open starts as a usual shop day; the user changes the times.
const NEW_PERIOD = { opensAt: '09:00', closesAt: '17:00' } as const;

const isPeriod = (value: unknown): value is Period =>
  isRecord(value) &&
  typeof value.day === 'string' &&
  typeof value.opensAt === 'string' &&
  typeof value.closesAt === 'string';

/**
 * Opening hours and days (§2): a row per day of the schema's weekday enumeration, ticked when the
 * business opens that day, with one or more opening periods (a lunch break is two).
 */
export function OpeningHoursWidget({ id, value, schema, label, disabled, readonly, onChange }: WidgetProps) {
  const { t } = useTranslation('widgets');
  const periods = Array.isArray(value) ? value.filter(isPeriod) : [];
  const days = choicesOf<string>(propertySchema(itemSchema(schema), 'day'));
  const locked = disabled === true || readonly === true;
  // Stored in the week's order, whatever order the user ticked the days in.
  const save = (next: Period[]) => {
    const order = (period: Period) => days.findIndex((day) => day.value === period.day);
    onChange(next.length === 0 ? undefined : next.toSorted((a, b) => order(a) - order(b)));
  };

  return (
    <fieldset id={id} className="opening-hours" disabled={locked}>
      <legend>{label}</legend>
      {days.map(({ value: day, title }) => {
        const dayName = t(`openingHours.days.${day}`, { defaultValue: title });
        const ofDay = periods.filter((period) => period.day === day);
        const others = periods.filter((period) => period.day !== day);
        const replaceDay = (next: Period[]) => {
          save([...others, ...next]);
        };
        return (
          <div key={day} className={`opening-hours-day ${HOURS_ROW}`}>
            <label className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={ofDay.length > 0}
                onChange={(event) => {
                  replaceDay(event.target.checked ? [{ day, ...NEW_PERIOD }] : []);
                }}
              />
              {dayName}
            </label>
            {ofDay.map((period, index) => (
              <span key={index} className={HOURS_ROW}>
                <TimeInput
                  label={t('openingHours.opensAt', { day: dayName })}
                  value={period.opensAt}
                  onChange={(opensAt) => {
                    replaceDay(ofDay.with(index, { ...period, opensAt }));
                  }}
                />
                <TimeInput
                  label={t('openingHours.closesAt', { day: dayName })}
                  value={period.closesAt}
                  onChange={(closesAt) => {
                    replaceDay(ofDay.with(index, { ...period, closesAt }));
                  }}
                />
                {ofDay.length > 1 && (
                  <button
                    type="button"
                    onClick={(event) => {
                      // The button goes with its hours: the day's "add hours" button keeps the focus.
                      event.currentTarget
                        .closest('.opening-hours-day')
                        ?.querySelector<HTMLElement>(':scope > button')
                        ?.focus();
                      replaceDay(ofDay.filter((_, other) => other !== index));
                    }}
                  >
                    {t('openingHours.removePeriod', { day: dayName })}
                  </button>
                )}
              </span>
            ))}
            {ofDay.length > 0 && (
              <button
                type="button"
                onClick={() => {
                  replaceDay([...ofDay, { day, ...NEW_PERIOD }]);
                }}
              >
                {t('openingHours.addPeriod', { day: dayName })}
              </button>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

function TimeInput(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (time: string) => void;
}) {
  return (
    <input
      type="time"
      className="w-auto"
      aria-label={props.label}
      value={props.value}
      onChange={(event) => {
        // A cleared time field keeps the last time: the schema has no "unknown" time.
        if (event.target.value !== '') props.onChange(event.target.value);
      }}
    />
  );
}
