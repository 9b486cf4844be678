import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../wizard/api.ts';
import { stepFormContext } from '../wizard/form-context.ts';
import { ChipsWidget } from './chips-widget.tsx';
import { SMALL_PRINT, WRAPPING_ROW } from './shared/class-names.ts';

/**
 * The googleKeywords step (OL §2 search keywords): keywords typed as chips, plus the server's
 * suggestions (§7 GET .../keywords), each added with one click. The suggestions are valid
 * keywords already (§5); one already chosen is not offered.
 */
export function KeywordChipsWidget(props: WidgetProps) {
  const { t } = useTranslation('widgets');
  const { sessionId } = stepFormContext(props.registry);
  const suggestions = useKeywordSuggestions(sessionId);
  const chosen = Array.isArray(props.value)
    ? props.value.filter((item): item is string => typeof item === 'string')
    : [];
  const offered = suggestions.filter((keyword) => !chosen.includes(keyword));
  const locked = props.disabled === true || props.readonly === true;
  const headingId = useId();
  return (
    <>
      <ChipsWidget {...props} />
      {offered.length > 0 && (
        <p id={headingId} className={SMALL_PRINT}>
          {t('keywordSuggestions.heading')}
        </p>
      )}
      {offered.length > 0 && (
        <ul aria-labelledby={headingId} className={`mt-1 ${WRAPPING_ROW}`}>
          {offered.map((keyword) => (
            <li key={keyword}>
              <button
                type="button"
                disabled={locked}
                aria-label={t('keywordSuggestions.add', { keyword })}
                onClick={() => {
                  props.onChange([...chosen, keyword]);
                }}
              >
                + {keyword}
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* As the networks' keyword planners offer: every suggestion, the §5 minimum of 10, in one click;
      tinted apart from the single ones beside it. */}
      {offered.length > 1 && (
        <button
          type="button"
          className="mbs-[0.6rem] bg-[color-mix(in_oklab,var(--brand)_12%,transparent)]"
          disabled={locked}
          onClick={() => {
            props.onChange([...chosen, ...offered]);
          }}
        >
          {t('keywordSuggestions.addAll', { count: offered.length })}
        </button>
      )}
    </>
  );
}

/** The session's suggested keywords; none while loading or when the call fails (typing still works). */
function useKeywordSuggestions(sessionId: string | null): readonly string[] {
  const [suggestions, setSuggestions] = useState<readonly string[]>([]);
  useEffect(() => {
    if (sessionId === null) return;
    let current = true;
    callApi({ method: 'GET', path: '/sessions/{sessionId}/keywords', params: { sessionId } }).then(
      (keywords) => {
        if (current) setSuggestions(keywords);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [sessionId]);
  return suggestions;
}
