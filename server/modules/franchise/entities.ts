import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../../db/columns.ts';
import { BusinessProfile } from '../accounts/entities.ts';

/**
 * A store of a franchise headquarters (AP §1 category hq-franchise 3; AP §3 franchise store: id,
 * cost, costToBeSpent): the budget the headquarters gave it, and what is left of it. Each launch
 * of one of its campaigns takes the run's budget from what is left (AP §8 "store budget
 * insufficient" when it does not cover it). Money in minor units of the headquarters' wallet.
 */
export const FranchiseStore = defineEntity({
  name: 'FranchiseStore',
  tableName: 'franchise_store',
  checks: [
    { name: 'franchise_store_budget_not_negative', expression: 'cost_minor >= 0 and cost_to_be_spent_minor >= 0' },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    businessProfile: () => p.manyToOne(BusinessProfile).deleteRule('cascade').index(),
    name: p.string(),
    costMinor: p.bigint('number'),
    costToBeSpentMinor: p.bigint('number'),
    createdAt: createdAt(),
  },
});
export type FranchiseStore = InferEntity<typeof FranchiseStore>;
