import type { FieldProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './progress-field.css';

/**
 * What each kind of animation screen says it does, in order (locales/<lng>/flows.json `progress`).
 * The uiSchema names the kind (`"ui:options": { "progress": "adsReady" }`): the screens of one
 * kind share their words in every flow.
 */
const KINDS = {
  business: ['reading', 'audience', 'ideas'],
  captured: ['saved', 'searches', 'next'],
  adsReady: ['images', 'copy', 'next'],
  adAccount: ['channels', 'targeting', 'next'],
} as const;
type Kind = keyof typeof KINDS;

const isKind = (value: unknown): value is Kind => typeof value === 'string' && Object.hasOwn(KINDS, value);

// The ring's circles: its track and, over it, the arc of the lines ticked off.
const RING_CIRCLE = 'fill-none stroke-4';

// A line of what is being done: its mark, then its words; it slides in (progress-field.css).
const LINE = 'flex items-start gap-3 animate-[progress-line-in_0.35s_ease-out] motion-reduce:animate-none';

// One line ticks off every so often: long enough to read, short enough not to keep anyone waiting.
const TICK_MS = 700;

/**
 * An animation screen (OL §2: businessDetailsSetupAnimation, businessDetailsCaptured, creative,
 * adAccountSetup and the v2 ones): a progress ring and the lines of what is being done, ticked off
 * one after another. The screen waits for NEXT (decision 430): nothing to fill in.
 */
export function ProgressField({ uiSchema }: FieldProps) {
  const { t } = useTranslation('flows');
  const requested: unknown = uiSchema?.['ui:options']?.progress;
  const kind = isKind(requested) ? requested : 'business';
  const lines = KINDS[kind];
  const done = useTicks(lines.length);
  const finished = done === lines.length;
  return (
    <div className="progress-screen flex flex-col items-center gap-5 pbs-6 pbe-2" data-finished={finished}>
      <svg className="inline-20 block-20" viewBox="0 0 48 48" aria-hidden="true">
        <circle className={`${RING_CIRCLE} stroke-line`} cx="24" cy="24" r="20" />
        {/* The arc starts at twelve o'clock and grows clockwise as lines are ticked off. */}
        <circle
          className={`${RING_CIRCLE} stroke-brand -rotate-90 origin-center transition-[stroke-dasharray] duration-600 ease-[ease-out] motion-reduce:transition-none`}
          strokeLinecap="round"
          cx="24"
          cy="24"
          r="20"
          pathLength={100}
          strokeDasharray={`${String((100 * done) / lines.length)} 100`}
        />
        {/* The tick draws itself once the arc has closed. */}
        <path
          className="fill-none stroke-brand stroke-4 transition-[stroke-dashoffset] duration-400 ease-[ease-out] delay-300 motion-reduce:transition-none"
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeDasharray={1}
          strokeDashoffset={finished ? 0 : 1}
          d="M15 25l6 6 12-13"
          pathLength={1}
        />
      </svg>
      <ol className="progress-lines m-0 grid list-none gap-3 p-0 inline-[min(100%,26rem)]" aria-live="polite">
        {lines.slice(0, Math.min(done + 1, lines.length)).map((line, index) => (
          <li
            key={line}
            className={index < done ? LINE : `${LINE} text-muted`}
            data-done={index < done}
            data-next={line === 'next'}
          >
            <span className="progress-mark" aria-hidden="true" />
            {t(`progress.${kind}.${line}`)}
            {index >= done && <span className="visually-hidden">{t('progress.working')}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * How many lines are ticked off: one more every TICK_MS, all at once for a reader who asked the
 * system for less motion.
 */
function useTicks(count: number): number {
  const [done, setDone] = useState(() => (prefersLessMotion() ? count : 0));
  useEffect(() => {
    if (done >= count) return;
    const timer = setTimeout(() => {
      setDone((previous) => previous + 1);
    }, TICK_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [done, count]);
  return done;
}

function prefersLessMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
