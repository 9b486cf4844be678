import { useCallback, useEffect, useRef, useState } from 'react';
import type { CreativeGeneration } from '../../schemas/generated/api/creative-generation.ts';
import { callApi } from '../wizard/api.ts';

/** A drawn creative: its square image and every format the channels take (schemas/api/creative-generation). */
export type CreativeTemplate = CreativeGeneration['templates'][number];
/** The copy written with the creatives, and the lines to choose from. */
export type AdCopy = NonNullable<CreativeGeneration['adCopy']>;
/** Who the ads run as: the name, logo and website the previews show. */
export type Advertiser = CreativeGeneration['advertiser'];
/** What the creatives were drawn with: the creative edit screen opens with it. */
export type DrawnWith = CreativeGeneration['drawnWith'];

export type Generation =
  | { readonly state: 'generating' }
  | {
      readonly state: 'done';
      readonly templates: readonly CreativeTemplate[];
      readonly adCopy: AdCopy | null;
      readonly advertiser: Advertiser;
      readonly drawnWith: DrawnWith;
    }
  | { readonly state: 'failed' | 'timedOut' };

// §3 creative generation status: NEW 0, IN_PROGRESS 1, DONE 2, FAILED 3.
const DONE = 2;
const FAILED = 3;
// §4 and §9: polled every 3 seconds, given up after 300000 ms.
const POLL_INTERVAL_MS = 3_000;
const GENERATION_TIMEOUT_MS = 300_000;

/**
 * The session's creatives: the generation already asked for (a returning user sees it at once),
 * else a new one, polled until it is done, fails or runs out of time. `retry` asks again.
 */
export function useCreativeGeneration(sessionId: string | null): { generation: Generation; retry: () => void } {
  const [generation, setGeneration] = useState<Generation>({ state: 'generating' });
  const run = useRef(0);

  // Always asks first: the server answers the same generation for the same answers, and starts a
  // new one when the business's answers changed since (or the last one failed).
  const follow = useCallback(async () => {
    if (sessionId === null) return;
    const mine = ++run.current;
    const stillMine = () => run.current === mine;
    const call = { path: '/sessions/{sessionId}/creatives', params: { sessionId } } as const;
    // Measured from here with the page's clock, so a test can move it on instead of waiting.
    const deadline = Date.now() + GENERATION_TIMEOUT_MS;
    setGeneration({ state: 'generating' });
    try {
      await callApi({ method: 'POST', ...call });
      for (;;) {
        const answer = await callApi({ method: 'GET', ...call });
        if (!stillMine()) return;
        if (answer.status === DONE) {
          setGeneration({
            state: 'done',
            templates: answer.templates,
            adCopy: answer.adCopy,
            advertiser: answer.advertiser,
            drawnWith: answer.drawnWith,
          });
          return;
        }
        if (answer.status === FAILED) {
          setGeneration({ state: 'failed' });
          return;
        }
        if (Date.now() >= deadline) {
          setGeneration({ state: 'timedOut' });
          return;
        }
        await sleep(POLL_INTERVAL_MS);
        if (!stillMine()) return;
      }
    } catch {
      if (stillMine()) setGeneration({ state: 'failed' });
    }
  }, [sessionId]);

  useEffect(() => {
    void follow();
    return () => {
      // A later answer belongs to no one once the step is gone.
      run.current++;
    };
  }, [follow]);

  return { generation, retry: () => void follow() };
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
