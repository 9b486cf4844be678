import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../accounts/entities.ts';
import { Invoice } from './entities.ts';
import { NotFoundError } from '../../errors.ts';
import { numericId } from '../../request-input.ts';
import type { CurrencyCode } from '../../../schemas/generated/index.ts';
import { invoiceNumber } from '../payments/views.ts';
import { bandOfCurrency } from '../pricing/pricing.ts';
import { isValidGstin, normaliseGstin } from './gstin.ts';
import { invoiceLines, type InvoiceDocument } from './invoice-document.ts';

/**
 * Who issues the invoices in each currency. Deployments replace these with their registered
 * entity (decision 106); the GSTIN is a valid one so that the GST rules (state codes) apply.
 */
const SELLERS: Readonly<Record<CurrencyCode, InvoiceDocument['seller']>> = {
  INR: {
    name: 'adflow India Private Limited',
    address: ['Bandra Kurla Complex', 'Mumbai 400051', 'Maharashtra, India'],
    taxId: '27AAPFU0939F1ZV',
  },
  GBP: {
    name: 'adflow Ltd',
    address: ['1 Finsbury Avenue', 'London EC2M 2PF', 'United Kingdom'],
    taxId: 'GB 123 4567 89',
  },
};

/** An invoice of one of the profile's payments (AP §2 /invoice/{id}); another profile's is not found. */
export async function invoiceOf(em: EntityManager, businessProfileId: number, rawId: string): Promise<Invoice> {
  const id = numericId(rawId);
  const invoice =
    id === null
      ? null
      : await em.findOne(
          Invoice,
          { id, businessProfile: businessProfileId },
          { populate: ['order', 'transaction', 'businessProfile'] },
        );
  if (invoice === null) throw new NotFoundError(`No invoice "${rawId}"`);
  return invoice;
}

/** The invoice as the PDF and the invoice page both show it: one set of figures, the payment's. */
export function invoiceDocument(invoice: Invoice, user: User): InvoiceDocument {
  const { order } = invoice;
  const currencyCode = order.currencyCode as CurrencyCode;
  const band = bandOfCurrency(currencyCode);
  const billing = order.billing as { gstin?: string; legalName?: string; address?: string };
  // A paid invoice is always shown (decision 381): a GSTIN saved before it was checked that is not
  // valid makes the invoice one without the buyer's GSTIN, as if no GST invoice had been asked for.
  const gstin = billing.gstin !== undefined && isValidGstin(billing.gstin) ? normaliseGstin(billing.gstin) : undefined;
  return {
    number: invoiceNumber(invoice),
    issuedAt: invoice.issuedAt,
    seller: SELLERS[currencyCode],
    buyer: {
      name: billing.legalName ?? invoice.businessProfile.name,
      address: billing.address === undefined ? [] : billing.address.split(/\r?\n|,\s*/),
      ...(gstin !== undefined && { gstin }),
      email: user.emailAddress,
    },
    currencyCode,
    locale: band.locale as InvoiceDocument['locale'],
    taxKind: band.taxKind,
    lines: [{ description: 'Advertising funds (wallet top-up)', amountMinor: order.budgetMinor }],
    serviceFeeMinor: order.serviceFeeMinor,
    taxBasisPoints: order.taxBasisPoints,
    taxMinor: order.taxMinor,
    totalMinor: order.totalMinor,
    paymentReference: invoice.transaction.providerPaymentId ?? order.providerOrderId,
    // Without the buyer's GSTIN the place of supply is not known: charged as inter-state (decision 106).
    ...(band.taxKind === 'GST' && gstin === undefined && { gst: { split: 'IGST' as const } }),
  };
}

/** The invoice page's data: the document and the lines the PDF prints. */
export function invoiceView(invoice: Invoice, user: User) {
  const document = invoiceDocument(invoice, user);
  return { id: invoice.id, ...document, issuedAt: document.issuedAt.toISOString(), rows: invoiceLines(document) };
}
