import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoiceDocument } from '../../../../server/modules/invoices/invoice-document.ts';
import { HOSTILE_TEXTS } from '../../../support/hostile-values.ts';
import { pdfTextRuns } from '../../../support/pdf-text.ts';

/** United Kingdom, §9: service fee 20%, tax 0; the buyer's name and address are what the test plants. */
const invoiceFor = (name: string, street: string): InvoiceDocument => ({
  number: 'INV-2026-000043',
  issuedAt: new Date('2026-03-03T10:00:00Z'),
  seller: { name: 'Adflow Media Ltd', address: ['1 King Street', 'London EC2V 8AU'], taxId: 'GB123456789' },
  buyer: { name, address: [street, 'Leeds LS1 1AA'], email: 'owner@example.co.uk' },
  currencyCode: 'GBP',
  locale: 'en-GB',
  taxKind: 'VAT',
  lines: [{ description: 'Ad spend: 7 days × £30', amountMinor: 210_00 }],
  serviceFeeMinor: 42_00,
  taxBasisPoints: 0,
  taxMinor: 0,
  totalMinor: 252_00,
  paymentReference: 'pi_3Qx',
});

describe('an invoice for a buyer whose name is markup, SQL or a formula', () => {
  it('the plain invoice reads back as drawn (the reader works)', async () => {
    const runs = pdfTextRuns(await renderInvoicePdf(invoiceFor('Bloom & Co', '3 High Street'), { compress: false }));
    expect(runs.join('')).toContain('Bloom & Co');
    expect(runs.join('')).toContain('3 High Street');
  });

  it.each([
    ['an image tag', HOSTILE_TEXTS.html],
    ['a script', HOSTILE_TEXTS.script],
    ['SQL', HOSTILE_TEXTS.sqlQuote],
    ['a formula', '=cmd|"/C calc"!A0'],
    ['PDF string delimiters', 'Bloom (Co) \\ ) Tj'],
  ])('%s: the PDF is made and holds the text as typed', async (_case, name) => {
    const pdf = await renderInvoicePdf(invoiceFor(name, `${name.slice(0, 12)} Street`), { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfTextRuns(pdf).join('');
    expect(text).toContain(name);
    expect(text).toContain(`${name.slice(0, 12)} Street`);
  });
});
