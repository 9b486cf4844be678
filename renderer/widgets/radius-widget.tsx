import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { stepFormContext } from '../wizard/form-context.ts';
import { RadioCards } from './shared/radio-cards.tsx';
import { LazyTargetingMap } from './targeting-map/lazy-targeting-map.tsx';
import { choicesOf } from './shared/schema-reading.ts';

// §3 distance unit: miles 1, kilometres 2. The radius options themselves are §9's "km".
const MILES = 1;
const METRES_IN = { miles: 1_609.344, kilometres: 1_000 } as const;

/**
 * The radius around the business (§9: 5, 10, 15, 20 or 25), one radio button each, in the unit of
 * the step's `distanceUnit` field (ui:options `unitField` names another) when it says miles; below
 * them the map draws the circle around the business (issue 24).
 */
export function RadiusWidget({
  id,
  value,
  schema,
  label,
  options,
  disabled,
  readonly,
  registry,
  onChange,
}: WidgetProps) {
  const { t } = useTranslation('widgets');
  const { formData, sessionId } = stepFormContext(registry);
  const unitField = typeof options.unitField === 'string' ? options.unitField : 'distanceUnit';
  const unit = formData[unitField] === MILES ? 'miles' : 'kilometres';
  const radius = typeof value === 'number' ? value : null;
  return (
    <>
      <RadioCards
        name={id}
        legend={label}
        cards={choicesOf<number>(schema).map((choice) => ({
          value: choice.value,
          content: <span>{t(`radius.${unit}`, { count: choice.value })}</span>,
        }))}
        selected={typeof value === 'number' ? value : undefined}
        disabled={disabled === true || readonly === true}
        onSelect={(chosen) => {
          onChange(chosen);
        }}
      />
      {sessionId !== null && (
        <LazyTargetingMap
          mode="radius"
          sessionId={sessionId}
          radiusMetres={radius === null ? null : radius * METRES_IN[unit]}
          radiusLabel={radius === null ? null : t(`radius.${unit}`, { count: radius })}
        />
      )}
    </>
  );
}
