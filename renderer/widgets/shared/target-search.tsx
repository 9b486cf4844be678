import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TargetSearchResults, TargetView } from '../../../schemas/generated/index.ts';
import { ChipList } from './chip-list.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { SEARCH_RESULTS, SMALL_PRINT } from './class-names.ts';

/** A social interest or behaviour as GET .../targets answers it (OL §7; schemas/api/target-search-results.schema.json). */
type Target = TargetView;

/** What a step or an audience keeps of a picked target. */
export interface PickedTarget {
  readonly id: string;
  readonly name: string;
}

const TYPING_PAUSE_MS = 300;

type Search =
  { readonly state: 'idle' | 'searching' | 'failed' } | { readonly state: 'found'; readonly targets: Target[] };

interface TargetSearchProps {
  readonly id: string;
  readonly label: string;
  /** Asks the targets call (a session's, a profile's) for a text, one function for good; null: nothing to ask yet. */
  readonly search: ((searchQuery: string) => Promise<TargetSearchResults>) | null;
  readonly picked: readonly PickedTarget[];
  readonly disabled: boolean;
  /** The uiSchema's placeholder when it has one. */
  readonly placeholder?: string | undefined;
  readonly onChange: (picked: PickedTarget[]) => void;
}

/**
 * Interests searched as the user types (OL §2 social interests, §7 targets): a result's button
 * picks it as a chip, × removes it. Used by the fbInterests step and the saved audiences.
 */
export function TargetSearch({ id, label, search: ask, picked, disabled, placeholder, onChange }: TargetSearchProps) {
  const { t } = useTranslation('widgets');
  const [searchText, setSearchText] = useState('');
  const search = useTargetSearch(ask, useDebouncedValue(searchText.trim(), TYPING_PAUSE_MS));
  const statusId = `${id}-status`;

  const pick = (target: Target) => {
    if (!picked.some((item) => item.id === target.id)) onChange([...picked, { id: target.id, name: target.name }]);
    setSearchText('');
    document.getElementById(id)?.focus();
  };

  return (
    <div className="location-search">
      <ChipList
        label={label}
        inputId={id}
        chips={picked.map((item) => ({ key: item.id, text: item.name }))}
        disabled={disabled}
        onRemove={(removed) => {
          onChange(picked.filter((item) => item.id !== removed));
        }}
      />
      <input
        id={id}
        type="search"
        aria-label={t('targetSearch.search', { field: label })}
        aria-describedby={statusId}
        placeholder={placeholder === undefined || placeholder === '' ? t('targetSearch.placeholder') : placeholder}
        autoComplete="off"
        value={searchText}
        disabled={disabled}
        onChange={(event) => {
          setSearchText(event.target.value);
        }}
        onKeyDown={(event) => {
          // Enter picks nothing by itself and must not submit the form.
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <p id={statusId} role="status" className={SMALL_PRINT}>
        {searchText.trim() === '' ? '' : statusText(search, t)}
      </p>
      {search.state === 'found' && search.targets.length > 0 && searchText.trim() !== '' && (
        <ul aria-label={t('targetSearch.results')} className={SEARCH_RESULTS}>
          {search.targets.map((target) => (
            <li key={target.id}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  pick(target);
                }}
              >
                {t('targetSearch.option', { name: target.name, topic: target.topic })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function statusText(search: Search, t: TFunction<'widgets'>): string {
  if (search.state === 'searching') return t('targetSearch.searching');
  if (search.state === 'failed') return t('targetSearch.failed');
  if (search.state === 'found')
    return search.targets.length === 0
      ? t('targetSearch.none')
      : t('targetSearch.found', { count: search.targets.length });
  return '';
}

/** GET .../targets?searchQuery= for a settled text; an answer to an older text is dropped. */
function useTargetSearch(ask: TargetSearchProps['search'], searchText: string): Search {
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  useEffect(() => {
    if (searchText === '' || ask === null) {
      setSearch({ state: 'idle' });
      return;
    }
    let current = true;
    setSearch({ state: 'searching' });
    ask(searchText).then(
      (targets) => {
        if (current) setSearch({ state: 'found', targets });
      },
      () => {
        if (current) setSearch({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [ask, searchText]);
  return search;
}
