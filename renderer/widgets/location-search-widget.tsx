import type { WidgetProps } from '@rjsf/utils';
import { stepFormContext } from '../wizard/form-context.ts';
import { describeStored, toSchemaShape, type Place } from './location-shape.ts';
import { PlaceSearch } from './place-search.tsx';
import { ChipList } from './shared/chip-list.tsx';
import { OwnLabel } from './shared/own-label.tsx';
import { itemSchema } from './shared/schema-reading.ts';
import { LazyTargetingMap } from './targeting-map/lazy-targeting-map.tsx';

/**
 * Postcodes and cities (§2 target location), searched in the step's region as the user types;
 * picked places are chips shaped like the field's schema. An array field takes several, an object
 * field one (picking another replaces it). Several places to target are marked on a map (issue 24).
 */
export function LocationSearchWidget({
  id,
  value,
  schema,
  label,
  required,
  disabled,
  readonly,
  registry,
  onChange,
}: WidgetProps) {
  const { region, sessionId } = stepFormContext(registry);
  const many = schema.type === 'array';
  // Only picked places count: RJSF fills a list the step requires with a blank `{}` to start with.
  const stored: unknown[] = (many ? (Array.isArray(value) ? value : []) : [value]).filter(
    (item) => describeStored(item) !== null,
  );
  const chips = stored.flatMap((item) => describeStored(item) ?? []);
  const locked = disabled === true || readonly === true;

  const pick = (place: Place) => {
    const shaped = toSchemaShape(place, itemSchema(schema));
    const already = chips.some((chip) => chip.key === describeStored(shaped)?.key);
    if (!many) onChange(shaped);
    else if (!already) onChange([...stored, shaped]);
  };
  const remove = (key: string) => {
    const rest = stored.filter((item) => describeStored(item)?.key !== key);
    onChange(many && rest.length > 0 ? rest : undefined);
  };

  return (
    <div className="location-search">
      {/* A list of places is labelled by its field; one place (the business's, the store's) is not. */}
      {!many && <OwnLabel htmlFor={id} label={label} required={required} />}
      <ChipList label={label} chips={chips} disabled={locked} onRemove={remove} inputId={id} />
      <PlaceSearch id={id} label={label} region={region} disabled={locked} onPick={pick} />
      {many && sessionId !== null && (
        <LazyTargetingMap mode="areas" sessionId={sessionId} keys={chips.map((chip) => chip.key)} />
      )}
    </div>
  );
}
