import { useEffect, useState } from 'react';
import type { ConversionEstimate, Region } from '../../schemas/generated/index.ts';
import { callApi } from '../wizard/api.ts';
import { toMajor } from './use-budget-figures.ts';

/** GET /api/localBusiness/{sessionId}/estimateConversion: the results a daily budget may bring. */
export type { ConversionEstimate };

/**
 * The server's estimate for each daily budget (minor units), by budget (issue 24: the estimate
 * beside the plans). A budget whose estimate fails shows none; the plans stay choosable.
 */
export function useConversionEstimates(
  sessionId: string | null,
  region: Region | null,
  dailyBudgetsMinor: readonly number[],
): ReadonlyMap<number, ConversionEstimate> {
  const [estimates, setEstimates] = useState<ReadonlyMap<number, ConversionEstimate>>(new Map());
  const key = dailyBudgetsMinor.join(',');
  useEffect(() => {
    if (sessionId === null || key === '') return;
    let current = true;
    const budgets = key.split(',').map(Number);
    void Promise.all(
      budgets.map(async (minor) => {
        const estimate = callApi({
          method: 'GET',
          path: '/localBusiness/{sessionId}/estimateConversion',
          params: { sessionId },
          query: { amount: String(toMajor(minor)), region: region ?? undefined },
        });
        return [minor, await estimate.catch(() => null)] as const;
      }),
    ).then((answers) => {
      if (!current) return;
      setEstimates(new Map(answers.flatMap(([minor, estimate]) => (estimate === null ? [] : [[minor, estimate]]))));
    });
    return () => {
      current = false;
    };
  }, [sessionId, region, key]);
  return estimates;
}
