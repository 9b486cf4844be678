import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../../db/columns.ts';
import { BusinessProfile } from '../accounts/entities.ts';
import { PaymentOrder } from '../payments/entities.ts';
import { WalletTransaction } from '../wallet/entities.ts';

/** An invoice of a payment (AP §2 /invoice/{id}): numbered, with GST or VAT, as a PDF on demand. */
export const Invoice = defineEntity({
  name: 'Invoice',
  tableName: 'invoice',
  properties: {
    id: p.integer().primary().autoincrement(),
    businessProfile: () => p.manyToOne(BusinessProfile).deleteRule('cascade'),
    transaction: () => p.oneToOne(WalletTransaction).owner().unique().deleteRule('cascade'),
    order: () => p.oneToOne(PaymentOrder).owner().unique().deleteRule('cascade'),
    issuedAt: p.datetime(),
    createdAt: createdAt(),
  },
});
export type Invoice = InferEntity<typeof Invoice>;
