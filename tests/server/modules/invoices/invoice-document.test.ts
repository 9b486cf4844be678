import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  InvoiceIntegrityError,
  invoiceLines,
  invoiceProblems,
  renderInvoicePdf,
  type InvoiceDocument,
} from '../../../../server/modules/invoices/invoice-document.ts';

const MAHARASHTRA_SELLER = '27AAPFU0939F1ZV';
const MAHARASHTRA_BUYER = '27AAACZ1234AAZM';
const KARNATAKA_BUYER = '29AAGCB7383J1Z4';

/** India, §9: service fee 0, GST 18%. 7 days at ₹350. */
const indiaInvoice: InvoiceDocument = Object.freeze({
  number: 'INV-2026-000042',
  issuedAt: new Date('2026-03-03T10:00:00Z'),
  seller: { name: 'Adflow Media Pvt Ltd', address: ['12 MG Road', 'Pune 411001'], taxId: MAHARASHTRA_SELLER },
  buyer: { name: 'Śrī Ganesh Sweets', address: ['4 Linking Road', 'Mumbai 400050'], gstin: MAHARASHTRA_BUYER },
  currencyCode: 'INR',
  locale: 'en-IN',
  taxKind: 'GST',
  lines: [{ description: 'Ad spend: 7 days × ₹350', amountMinor: 2450_00 }],
  serviceFeeMinor: 0,
  taxBasisPoints: 18_00,
  taxMinor: 441_00,
  totalMinor: 2891_00,
  paymentReference: 'pay_Nx81Q',
});

/** United Kingdom, §9: service fee 20%, tax 0. 7 days at £30. */
const ukInvoice: InvoiceDocument = Object.freeze({
  number: 'INV-2026-000043',
  issuedAt: new Date('2026-03-03T10:00:00Z'),
  seller: { name: 'Adflow Media Ltd', address: ['1 King Street', 'London EC2V 8AU'], taxId: 'GB123456789' },
  buyer: { name: 'Bloom & Co', address: ['3 High Street', 'Leeds LS1 1AA'], email: 'owner@example.co.uk' },
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

const printed = (invoice: InvoiceDocument): [string, string][] =>
  invoiceLines(invoice).map((line) => [line.label, line.amount]);

describe('invoiceLines: what the invoice lists', () => {
  const rows: readonly { rule: string; invoice: InvoiceDocument; lines: [string, string][] }[] = [
    {
      rule: 'GST within one state: CGST and SGST halves',
      invoice: indiaInvoice,
      lines: [
        ['Ad spend: 7 days × ₹350', '₹2,450.00'],
        ['Subtotal', '₹2,450.00'],
        ['CGST (9%)', '₹220.50'],
        ['SGST (9%)', '₹220.50'],
        ['Total', '₹2,891.00'],
      ],
    },
    {
      rule: 'GST across states: IGST',
      invoice: { ...indiaInvoice, buyer: { ...indiaInvoice.buyer, gstin: KARNATAKA_BUYER } },
      lines: [
        ['Ad spend: 7 days × ₹350', '₹2,450.00'],
        ['Subtotal', '₹2,450.00'],
        ['IGST (18%)', '₹441.00'],
        ['Total', '₹2,891.00'],
      ],
    },
    {
      rule: 'GST halves: the odd paisa goes to CGST',
      invoice: {
        ...indiaInvoice,
        lines: [{ description: 'Ad spend', amountMinor: 350_05 }],
        taxMinor: 63_01,
        totalMinor: 413_06,
      },
      lines: [
        ['Ad spend', '₹350.05'],
        ['Subtotal', '₹350.05'],
        ['CGST (9%)', '₹31.51'],
        ['SGST (9%)', '₹31.50'],
        ['Total', '₹413.06'],
      ],
    },
    {
      rule: 'GST without a buyer GSTIN: the split the caller gives',
      invoice: { ...indiaInvoice, buyer: { name: 'Ganesh', address: [] }, gst: { split: 'CGST+SGST' } },
      lines: [
        ['Ad spend: 7 days × ₹350', '₹2,450.00'],
        ['Subtotal', '₹2,450.00'],
        ['CGST (9%)', '₹220.50'],
        ['SGST (9%)', '₹220.50'],
        ['Total', '₹2,891.00'],
      ],
    },
    {
      rule: 'INR is grouped in lakhs',
      invoice: {
        ...indiaInvoice,
        lines: [{ description: 'Ad spend', amountMinor: 1_00_000_00 }],
        taxMinor: 18_000_00,
        totalMinor: 1_18_000_00,
      },
      lines: [
        ['Ad spend', '₹1,00,000.00'],
        ['Subtotal', '₹1,00,000.00'],
        ['CGST (9%)', '₹9,000.00'],
        ['SGST (9%)', '₹9,000.00'],
        ['Total', '₹1,18,000.00'],
      ],
    },
    {
      rule: 'GBP: service fee, and VAT (0%) when the rate is 0',
      invoice: ukInvoice,
      lines: [
        ['Ad spend: 7 days × £30', '£210.00'],
        ['Service fee', '£42.00'],
        ['Subtotal', '£252.00'],
        ['VAT (0%)', '£0.00'],
        ['Total', '£252.00'],
      ],
    },
  ];
  it.each(rows)('$rule', ({ invoice, lines }) => {
    expect(printed(invoice)).toEqual(lines);
  });

  it.each([
    { minor: 1_23_45_678_90, currency: 'INR', locale: 'en-IN', printed: '₹1,23,45,678.90' },
    { minor: 1_05, currency: 'GBP', locale: 'en-GB', printed: '£1.05' },
    { minor: 0, currency: 'GBP', locale: 'en-GB', printed: '£0.00' },
  ] as const)('formats $minor minor units of $currency as $printed', ({ minor, currency, locale, printed }) => {
    expect(formatMoney(minor, currency, locale)).toBe(printed);
  });
});

describe('invoiceProblems: an invoice that does not add up is never issued', () => {
  const rows: readonly { rule: string; invoice: InvoiceDocument; problem: string }[] = [
    { rule: 'total is a paisa off', invoice: { ...indiaInvoice, totalMinor: 2891_01 }, problem: 'add up' },
    {
      rule: 'tax is not the stated rate',
      invoice: { ...indiaInvoice, taxMinor: 440_00, totalMinor: 2890_00 },
      problem: 'basis points',
    },
    { rule: 'no lines', invoice: { ...indiaInvoice, lines: [], taxMinor: 0, totalMinor: 0 }, problem: 'at least one' },
    {
      rule: 'fractional minor units',
      invoice: { ...ukInvoice, serviceFeeMinor: 41.5, totalMinor: 251.5 },
      problem: 'whole',
    },
    { rule: 'negative amounts', invoice: { ...ukInvoice, serviceFeeMinor: -1, totalMinor: 209 }, problem: 'whole' },
    {
      rule: 'GST needs the seller’s GSTIN',
      invoice: { ...indiaInvoice, seller: { name: 'Adflow', address: [] } },
      problem: "seller's GSTIN",
    },
    {
      rule: 'an invalid buyer GSTIN',
      invoice: { ...indiaInvoice, buyer: { name: 'Ganesh', address: [], gstin: '27AAACZ1234AAZN' } },
      problem: "buyer's GSTIN",
    },
    {
      rule: 'GST without a buyer GSTIN must say the split',
      invoice: { ...indiaInvoice, buyer: { name: 'Ganesh', address: [] } },
      problem: 'IGST',
    },
    {
      rule: 'a split that contradicts the GSTIN states',
      invoice: { ...indiaInvoice, gst: { split: 'IGST' } },
      problem: 'contradicts',
    },
  ];
  it.each(rows)('$rule', ({ invoice, problem }) => {
    expect(invoiceProblems(invoice).join(' ')).toContain(problem);
    expect(() => invoiceLines(invoice)).toThrow(InvoiceIntegrityError);
  });

  it('the sample invoices have none', () => {
    expect(invoiceProblems(indiaInvoice)).toEqual([]);
    expect(invoiceProblems(ukInvoice)).toEqual([]);
  });

  it('renderInvoicePdf refuses one', async () => {
    await expect(renderInvoicePdf({ ...ukInvoice, totalMinor: 253_00 })).rejects.toThrow(InvoiceIntegrityError);
  });
});

describe('renderInvoicePdf', () => {
  it('is a PDF', async () => {
    const pdf = await renderInvoicePdf(indiaInvoice);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1').trim()).toBe('%%EOF');
  });

  it('is the same bytes for the same invoice, and different for another', async () => {
    const [first, again, other] = await Promise.all([
      renderInvoicePdf(indiaInvoice),
      renderInvoicePdf({ ...indiaInvoice }),
      renderInvoicePdf({ ...indiaInvoice, number: 'INV-2026-000044' }),
    ]);
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });

  it('names the invoice and dates it at issue', async () => {
    const pdf = (await renderInvoicePdf(indiaInvoice, { compress: false })).toString('latin1');
    expect(pdf).toContain('(Invoice INV-2026-000042)');
    expect(pdf).toContain('/CreationDate');
    expect(pdf).toContain('(D:20260303100000Z)');
  });

  // Helvetica has no ₹: the embedded Inter subset maps a glyph to U+20B9, so the symbol is drawn.
  it.each([
    { currency: 'INR', invoice: indiaInvoice, symbol: '<20b9>', absent: '<00a3>' },
    { currency: 'GBP', invoice: ukInvoice, symbol: '<00a3>', absent: '<20b9>' },
  ])('draws the $currency symbol from an embedded font', async ({ invoice, symbol, absent }) => {
    const pdf = (await renderInvoicePdf(invoice, { compress: false })).toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/);
    expect(pdf).toContain(symbol);
    expect(pdf).not.toContain(absent);
  });
});
