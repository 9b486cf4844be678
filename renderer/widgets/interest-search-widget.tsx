import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { callApi } from '../wizard/api.ts';
import { stepFormContext } from '../wizard/form-context.ts';
import { TargetSearch, type PickedTarget } from './shared/target-search.tsx';

const isPicked = (item: unknown): item is PickedTarget =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as { id?: unknown }).id === 'string' &&
  typeof (item as { name?: unknown }).name === 'string';

/** The fbInterests step (OL §2 social interests): targets `{id, name}` searched through the session's targets call (§7). */
export function InterestSearchWidget({
  id,
  value,
  label,
  disabled,
  readonly,
  registry,
  placeholder,
  onChange,
}: WidgetProps) {
  const { sessionId } = stepFormContext(registry);
  const search = useMemo(
    () =>
      sessionId === null
        ? null
        : (searchQuery: string) =>
            callApi({
              method: 'GET',
              path: '/sessions/{sessionId}/targets',
              params: { sessionId },
              query: { searchQuery },
            }),
    [sessionId],
  );
  // Only picked targets count: RJSF fills a list the step requires with a blank `{}` to start with.
  const picked = (Array.isArray(value) ? (value as unknown[]) : [])
    .filter(isPicked)
    .map(({ id: targetId, name }) => ({ id: targetId, name }));
  return (
    <TargetSearch
      id={id}
      label={label}
      search={search}
      picked={picked}
      placeholder={placeholder}
      disabled={disabled === true || readonly === true}
      onChange={(next) => {
        onChange(next.length === 0 ? undefined : next);
      }}
    />
  );
}
