import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { CreativeGeneration } from '../../schemas/generated/api/creative-generation.ts';
import { queryClient } from '../session/query-client.ts';
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
const GENERATING: Generation = { state: 'generating' };

/**
 * The session's creatives: the generation already asked for (a returning user sees it at once),
 * else a new one, polled until it is done, fails or runs out of time. `retry` asks again.
 *
 * Every widget of one showing of a step (`visit`, from the step's form) shares one request and one
 * poll: an edit screen whose five fields each start with their part of the copy asks once, not five
 * times every 3 seconds. The next showing of a step asks again, since the business's answers may
 * have changed in between; a caller outside a step's form asks on its own.
 */
export function useCreativeGeneration(
  sessionId: string | null,
  visit?: string | null,
): { generation: Generation; retry: () => void } {
  const own = useId();
  const query = useQuery(
    {
      queryKey: ['sessions', sessionId, 'creatives', visit ?? own],
      queryFn: ({ signal }) => (sessionId === null ? GENERATING : followGeneration(sessionId, signal)),
      enabled: sessionId !== null,
      // Asked once per showing (a widget drawn a moment after the others joins what came), and
      // forgotten as soon as no widget shows it.
      staleTime: Infinity,
      gcTime: 0,
      placeholderData: undefined,
    },
    queryClient,
  );
  const generation = query.isFetching || query.data === undefined ? GENERATING : query.data;
  return { generation, retry: () => void query.refetch() };
}

/**
 * Always asks first: the server answers the same generation for the same answers, and starts a new
 * one when the business's answers changed since (or the last one failed). Never throws: a failure
 * is an answer the screens show with a retry.
 */
async function followGeneration(sessionId: string, signal: AbortSignal): Promise<Generation> {
  const call = { path: '/sessions/{sessionId}/creatives', params: { sessionId } } as const;
  // Measured from here with the page's clock, so a test can move it on instead of waiting.
  const deadline = Date.now() + GENERATION_TIMEOUT_MS;
  try {
    await callApi({ method: 'POST', ...call });
    for (;;) {
      // The step is gone: its answer belongs to no one.
      if (signal.aborted) return GENERATING;
      const answer = await callApi({ method: 'GET', ...call });
      if (answer.status === DONE) {
        return {
          state: 'done',
          templates: answer.templates,
          adCopy: answer.adCopy,
          advertiser: answer.advertiser,
          drawnWith: answer.drawnWith,
        };
      }
      if (answer.status === FAILED) return { state: 'failed' };
      if (Date.now() >= deadline) return { state: 'timedOut' };
      await sleep(POLL_INTERVAL_MS);
    }
  } catch {
    return { state: 'failed' };
  }
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
