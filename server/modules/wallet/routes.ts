import type { TransactionsQuery } from '../../../schemas/generated/api/transactions-query.ts';
import type { WalletActionRequest } from '../../../schemas/generated/api/wallet-action.ts';
import { Invoice } from '../invoices/entities.ts';
import { bodyOf, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { confirmCardPayment } from '../payments/payments.ts';
import { creditView, transactionView, walletView } from '../payments/views.ts';
import { feeWaiverOf } from '../pricing/fee-waiver.ts';
import { toMinorUnits } from '../pricing/pricing.ts';
import { refund } from './refunds.ts';
import { findWallet, transactionsOf } from './wallet.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

const DEFAULT_PAGE_SIZE = 20;

/** AP §7 GET/POST /businessProfiles/{id}/payment/wallet and its transactions. */
export function walletRoutes(api: ApiRouter, { orm, project, payments }: Services): void {
  api.on('getWallet', async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    // OL §1 "no service fee for 30 days" covers top-ups too (decision 431): the page says until when.
    const waiver = await feeWaiverOf(orm.em, businessProfile.id);
    res.json({
      ...walletView(await findWallet(orm.em, businessProfile.id)),
      serviceFeeWaivedUntil: waiver.applies ? (waiver.until?.toISOString() ?? null) : null,
    });
  });

  api.on('walletAction', async (req, res) => {
    const body = bodyOf<WalletActionRequest>(project, 'api/wallet-action.schema.json', req);
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    if (body.walletAction === 1) {
      // Add funds: the card payment the page made is credited once the provider confirms it.
      const credit = await confirmCardPayment(orm.em, payments, businessProfile.id, body.paymentIntentId ?? '');
      res.json(creditView(credit));
      return;
    }
    const entry = await refund(orm.em, payments, businessProfile.id, {
      amountMinor: toMinorUnits(body.amount),
      idempotencyKey: body.idempotencyKey ?? '',
    });
    res.json({
      transaction: transactionView(entry, null),
      wallet: walletView(await findWallet(orm.em, businessProfile.id)),
    });
  });

  api.on('listWalletTransactions', async (req, res) => {
    const query = queryOf<TransactionsQuery>(project, 'api/transactions-query.schema.json', req);
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    const page = await transactionsOf(
      orm.em,
      businessProfile.id,
      Number(query.page ?? 1),
      Number(query.limit ?? DEFAULT_PAGE_SIZE),
    );
    const invoices = await orm.em.find(Invoice, { transaction: page.items.map((item) => item.id) });
    const invoiceOf = (id: number) => invoices.find((invoice) => invoice.transaction.id === id) ?? null;
    res.json({ ...page, items: page.items.map((item) => transactionView(item, invoiceOf(item.id))) });
  });
}
