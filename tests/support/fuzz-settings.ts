import fc from 'fast-check';

/**
 * The fuzzers' knobs, from the environment. A failing property prints its seed and path; to
 * replay exactly that case, run the one test again with FUZZ_SEED and FUZZ_PATH set to them
 * (`FUZZ_SEED=-123 FUZZ_PATH=4:1 npx vitest run <file> -t '<name>'`). FUZZ_RUNS scales every
 * property's number of runs (1 by default) for a longer hunt on a quiet machine.
 */
const seed = process.env.FUZZ_SEED;
const path = process.env.FUZZ_PATH;
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed), ...(path === undefined ? {} : { path }) });

const scale = Number(process.env.FUZZ_RUNS ?? 1);

// Per endpoint: enough to hit each mutation a few times, few enough that CI's run stays short.
const RUNS = { body: 25, query: 20 } as const;

export const fuzzRuns = (kind: keyof typeof RUNS): number => Math.max(1, Math.round(RUNS[kind] * scale));

/**
 * accounts-and-platform §8: the codes the server may answer ("the code is errorCode, else the HTTP
 * status": 402, 403, 404, 409, 429, 503).
 */
export const SPEC_ERROR_CODES: readonly number[] = [
  51, 52, 55, 56, 57, 60, 61, 62, 63, 65, 74, 75, 76, 84, 101, 102, 104, 110, 111, 112, 113, 201, 308, 318, 331, 401,
  706, 800, 801, 402, 403, 404, 409, 429, 503,
];
