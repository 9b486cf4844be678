/**
 * The invoice PDF a payment produces (accounts-and-platform §2 wallet, transactions and invoices;
 * §3 tax kinds GST and VAT). `invoiceLines` is what the PDF lists, as data, so that the figures
 * can be tested without reading PDF bytes; `renderInvoicePdf` draws them.
 *
 * Money arrives in integer minor units and is formatted with dinero.js and Intl from decimal
 * strings, so no amount passes through a float.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dinero, toDecimal } from 'dinero.js';
import { GBP, INR } from 'dinero.js/currencies';
import PDFDocument from 'pdfkit';
import type { CurrencyCode } from '../../../schemas/generated/index.ts';
import type { TaxKind } from '../pricing/pricing.ts';
import { gstinStateCode, isValidGstin } from './gstin.ts';
import { woff2ToTtf } from './woff2.ts';

export type GstSplit = 'IGST' | 'CGST+SGST';

export interface InvoiceDocument {
  /** e.g. 'INV-2026-000042'. */
  readonly number: string;
  readonly issuedAt: Date;
  /** `taxId` is the seller's GSTIN (GST) or VAT number (VAT). */
  readonly seller: { readonly name: string; readonly address: readonly string[]; readonly taxId?: string };
  readonly buyer: {
    readonly name: string;
    readonly address: readonly string[];
    readonly gstin?: string;
    readonly email?: string;
  };
  readonly currencyCode: CurrencyCode;
  readonly locale: 'en-IN' | 'en-GB';
  readonly taxKind: TaxKind;
  readonly lines: readonly { readonly description: string; readonly amountMinor: number }[];
  readonly serviceFeeMinor: number;
  /** 1% = 100 basis points. */
  readonly taxBasisPoints: number;
  readonly taxMinor: number;
  readonly totalMinor: number;
  readonly paymentReference: string;
  /**
   * Needed when the buyer has no GSTIN (the place of supply then comes from their address);
   * with a GSTIN the split follows the state codes, and a `split` given as well must agree.
   */
  readonly gst?: { readonly split: GstSplit };
}

export interface InvoiceLineView {
  readonly kind: 'item' | 'fee' | 'subtotal' | 'tax' | 'total';
  readonly label: string;
  readonly amountMinor: number;
  /** As printed: "₹1,23,456.00", "£1,234.00". */
  readonly amount: string;
}

/** An invoice whose figures do not agree: a bug upstream, never something to issue. */
export class InvoiceIntegrityError extends Error {
  override name = 'InvoiceIntegrityError';
  constructor(invoiceNumber: string, problems: readonly string[]) {
    super(`Invoice ${invoiceNumber} cannot be issued: ${problems.join(' ')}`);
  }
}

const CURRENCIES = { INR, GBP } as const;
/** Where the issue date is read: the calendar of the invoice's country. */
const TIME_ZONES: Readonly<Record<CurrencyCode, string>> = { INR: 'Asia/Kolkata', GBP: 'Europe/London' };

const isMinorUnits = (amount: number): boolean => Number.isSafeInteger(amount) && amount >= 0;
const sum = (amounts: readonly number[]): number => amounts.reduce((total, amount) => total + amount, 0);

export function formatMoney(amountMinor: number, currencyCode: CurrencyCode, locale: string): string {
  // toDecimal writes the exact amount ("123456.00"), which Intl formats without a float.
  const decimal = toDecimal(dinero({ amount: amountMinor, currency: CURRENCIES[currencyCode] })) as `${number}`;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode }).format(decimal);
}

/** 1800 → "18%", 450 → "4.5%"; halves of an odd rate (CGST of 0.25%) stay exact. */
function formatRate(basisPoints: number, locale: string): string {
  const exact = `${basisPoints}E-4` as `${number}`;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(exact);
}

/** Tax rounded half up once on the whole taxable value, as pricing.chargeBreakdown does. */
function expectedTaxMinor(taxableMinor: number, basisPoints: number): number {
  return Number((BigInt(taxableMinor) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

function gstSplitProblems(invoice: InvoiceDocument): string[] {
  const { seller, buyer, gst } = invoice;
  // CGST Rules 46: a tax invoice names the supplier's GSTIN.
  if (seller.taxId === undefined || !isValidGstin(seller.taxId)) return ["The seller's GSTIN is missing or invalid."];
  if (buyer.gstin === undefined)
    return gst === undefined
      ? ['Without a buyer GSTIN, gst.split must say whether the sale is intra-state or IGST.']
      : [];
  if (!isValidGstin(buyer.gstin)) return ["The buyer's GSTIN is invalid."];
  if (gst !== undefined && gst.split !== gstSplitOf(invoice)) return [`${gst.split} contradicts the GSTIN states.`];
  return [];
}

/** Why an invoice must not be issued; empty when lines + fee + tax = total and the tax is right. */
export function invoiceProblems(invoice: InvoiceDocument): string[] {
  const amounts = [...invoice.lines.map((line) => line.amountMinor), invoice.serviceFeeMinor, invoice.taxMinor];
  if (![...amounts, invoice.totalMinor, invoice.taxBasisPoints].every(isMinorUnits)) {
    return ['Amounts and the tax rate must be whole, non-negative numbers.'];
  }
  const problems: string[] = [];
  if (invoice.lines.length === 0) problems.push('An invoice lists at least one line.');
  if (sum(amounts) !== invoice.totalMinor) problems.push('Lines, fee and tax do not add up to the total.');
  const taxable = sum(invoice.lines.map((line) => line.amountMinor)) + invoice.serviceFeeMinor;
  if (expectedTaxMinor(taxable, invoice.taxBasisPoints) !== invoice.taxMinor) {
    problems.push(`The tax is not ${invoice.taxBasisPoints} basis points of the taxable value.`);
  }
  if (invoice.taxKind === 'GST') problems.push(...gstSplitProblems(invoice));
  return problems;
}

function assertIssuable(invoice: InvoiceDocument): void {
  const problems = invoiceProblems(invoice);
  if (problems.length > 0) throw new InvoiceIntegrityError(invoice.number, problems);
}

/** GST law: a sale within one state bears CGST + SGST, across states IGST. Call on a checked invoice. */
function gstSplitOf({ seller, buyer, gst }: InvoiceDocument): GstSplit {
  if (buyer.gstin === undefined || seller.taxId === undefined) return gst?.split ?? 'IGST';
  return gstinStateCode(seller.taxId) === gstinStateCode(buyer.gstin) ? 'CGST+SGST' : 'IGST';
}

function taxLines(invoice: InvoiceDocument): { label: string; amountMinor: number }[] {
  const { taxBasisPoints: rate, taxMinor: tax, locale } = invoice;
  if (invoice.taxKind === 'VAT') return [{ label: `VAT (${formatRate(rate, locale)})`, amountMinor: tax }];
  if (gstSplitOf(invoice) === 'IGST') return [{ label: `IGST (${formatRate(rate, locale)})`, amountMinor: tax }];
  // Half each; an odd paisa goes to CGST so the halves still add up to the tax.
  const half = formatRate(rate / 2, locale);
  return [
    { label: `CGST (${half})`, amountMinor: tax - Math.floor(tax / 2) },
    { label: `SGST (${half})`, amountMinor: Math.floor(tax / 2) },
  ];
}

/**
 * The rows the PDF prints, in order. A zero service fee is left out (nothing was charged), but a
 * zero tax is printed: a GBP invoice states "VAT (0%)" (accounts §9: GBP tax 0).
 */
export function invoiceLines(invoice: InvoiceDocument): InvoiceLineView[] {
  assertIssuable(invoice);
  const rows: Omit<InvoiceLineView, 'amount'>[] = [
    ...invoice.lines.map((line) => ({ kind: 'item' as const, label: line.description, amountMinor: line.amountMinor })),
    ...(invoice.serviceFeeMinor === 0
      ? []
      : [{ kind: 'fee' as const, label: 'Service fee', amountMinor: invoice.serviceFeeMinor }]),
    { kind: 'subtotal', label: 'Subtotal', amountMinor: invoice.totalMinor - invoice.taxMinor },
    ...taxLines(invoice).map((line) => ({ kind: 'tax' as const, ...line })),
    { kind: 'total', label: 'Total', amountMinor: invoice.totalMinor },
  ];
  return rows.map((row) => ({ ...row, amount: formatMoney(row.amountMinor, invoice.currencyCode, invoice.locale) }));
}

// ---- Fonts -------------------------------------------------------------------------------------

/**
 * Inter from @fontsource/inter, as the creatives use. PDF's built-in Helvetica (WinAnsi) has no
 * '₹', and Inter comes in subsets: 'latin' has the digits but no '₹', 'latin-ext' has '₹' (and
 * ā, ś, …) but no digits. So every text is split into runs, each drawn with the first subset
 * that covers it. Scripts outside both (Devanagari names) would print as empty boxes.
 */
const SUBSETS = ['latin', 'latin-ext'] as const;
type Subset = (typeof SUBSETS)[number];
type Weight = 400 | 700;

const require = createRequire(import.meta.url);

interface InvoiceFonts {
  readonly data: ReadonlyMap<string, Buffer>;
  readonly covers: (subset: Subset, codePoint: number) => boolean;
}

const fontName = (subset: Subset, weight: Weight): string => `Inter-${subset}-${weight}`;

/** "U+0000-00FF,U+0131" → [[0, 255], [305, 305]] */
function parseUnicodeRanges(ranges: string): [number, number][] {
  return ranges.split(',').map((range) => {
    const [from = '0', to = from] = range.trim().replace('U+', '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

let fonts: Promise<InvoiceFonts> | undefined;

/**
 * Read once per process, at the first invoice. The fonts reach pdfkit as plain TrueType, unpacked
 * from @fontsource's WOFF2 (woff2.ts): fontkit unpacks a WOFF table anew for every glyph it embeds,
 * and an invoice took about 220 ms of CPU, all of it blocking.
 */
function loadFonts(): Promise<InvoiceFonts> {
  fonts ??= (async () => {
    const unicode = JSON.parse(await readFile(require.resolve('@fontsource/inter/unicode.json'), 'utf8')) as Record<
      string,
      string
    >;
    const ranges = new Map(SUBSETS.map((subset) => [subset, parseUnicodeRanges(unicode[subset] ?? '')]));
    const files = SUBSETS.flatMap((subset) => ([400, 700] as const).map((weight) => ({ subset, weight })));
    const woff2 = await Promise.all(
      files.map(
        async ({ subset, weight }) =>
          [
            fontName(subset, weight),
            await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff2`)),
          ] as const,
      ),
    );
    const data = await woff2ToTtf(new Map(woff2));
    const covers = (subset: Subset, codePoint: number): boolean =>
      (ranges.get(subset) ?? []).some(([from, to]) => codePoint >= from && codePoint <= to);
    return { data, covers };
  })();
  return fonts;
}

/** "₹1,234.00" → [{ '₹', latin-ext }, { '1,234.00', latin }] */
function fontRuns(text: string, { covers }: InvoiceFonts): { text: string; subset: Subset }[] {
  const runs: { text: string; subset: Subset }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const subset = SUBSETS.find((candidate) => covers(candidate, codePoint)) ?? 'latin';
    const last = runs.at(-1);
    if (last?.subset === subset) last.text += char;
    else runs.push({ text: char, subset });
  }
  return runs;
}

// ---- Drawing -----------------------------------------------------------------------------------

const MARGIN = 50;
const AMOUNT_WIDTH = 140;
const GAP = 12;

interface Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly fonts: InvoiceFonts;
}

/** Flowing text at the left, wrapped to `width`, switching fonts run by run. */
function write(pen: Pen, text: string, options: { size?: number; weight?: Weight; x?: number; width?: number } = {}) {
  const { doc, fonts } = pen;
  const { size = 10, weight = 400, x = MARGIN, width = doc.page.width - 2 * MARGIN } = options;
  const runs = fontRuns(text, fonts);
  doc.fontSize(size);
  runs.forEach((run, index) => {
    doc.font(fontName(run.subset, weight));
    const continued = index < runs.length - 1;
    if (index === 0) doc.text(run.text, x, doc.y, { width, continued });
    else doc.text(run.text, { continued });
  });
}

/** One line ending at `right`: measured run by run, as right alignment cannot span fonts. */
function writeRight(pen: Pen, text: string, right: number, y: number, style: { size: number; weight: Weight }): void {
  const { doc, fonts } = pen;
  const { size, weight } = style;
  doc.fontSize(size);
  const runs = fontRuns(text, fonts).map((run) => ({
    ...run,
    width: doc.font(fontName(run.subset, weight)).widthOfString(run.text),
  }));
  let x = right - sum(runs.map((run) => run.width));
  for (const run of runs) {
    doc.font(fontName(run.subset, weight)).text(run.text, x, y, { lineBreak: false });
    x += run.width;
  }
}

function writeParty(pen: Pen, heading: string, name: string, details: readonly string[]): void {
  if (heading !== '') write(pen, heading, { weight: 700, size: 9 });
  write(pen, name, { weight: 700 });
  for (const detail of details) write(pen, detail);
  pen.doc.moveDown();
}

/** A label wrapped on the left and its amount level with the label's first line. */
function writeRow(pen: Pen, label: string, amount: string, style: { size: number; weight: Weight }): void {
  const { doc } = pen;
  const right = doc.page.width - MARGIN;
  const top = doc.y;
  write(pen, label, { ...style, width: right - MARGIN - AMOUNT_WIDTH - GAP });
  const bottom = doc.y;
  writeRight(pen, amount, right, top, style);
  doc.y = bottom + 4;
}

function writeTable(pen: Pen, rows: readonly InvoiceLineView[]): void {
  const { doc } = pen;
  const rule = (): void => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(doc.page.width - MARGIN, doc.y)
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.4);
  };
  writeRow(pen, 'DESCRIPTION', 'AMOUNT', { size: 9, weight: 700 });
  rule();
  for (const row of rows) {
    // Start a row on a new page when it would not fit, so its amount stays beside its label.
    if (doc.y > doc.page.height - MARGIN - 3 * doc.currentLineHeight()) doc.addPage();
    if (row.kind === 'subtotal' || row.kind === 'total') rule();
    writeRow(pen, row.label, row.amount, { size: 10, weight: row.kind === 'total' ? 700 : 400 });
  }
}

function drawInvoice(pen: Pen, invoice: InvoiceDocument): void {
  const { seller, buyer, locale } = invoice;
  const taxIdLabel = invoice.taxKind === 'GST' ? 'GSTIN' : 'VAT number';
  const issued = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONES[invoice.currencyCode] });
  writeParty(pen, '', seller.name, [
    ...seller.address,
    ...(seller.taxId === undefined ? [] : [`${taxIdLabel}: ${seller.taxId}`]),
  ]);
  write(pen, 'Tax invoice', { size: 16, weight: 700 });
  write(pen, `Invoice number: ${invoice.number}`);
  write(pen, `Date: ${issued.format(invoice.issuedAt)}`);
  write(pen, `Payment reference: ${invoice.paymentReference}`);
  pen.doc.moveDown();
  writeParty(pen, 'BILL TO', buyer.name, [
    ...buyer.address,
    ...(buyer.gstin === undefined ? [] : [`GSTIN: ${buyer.gstin}`]),
    ...(buyer.email === undefined ? [] : [buyer.email]),
  ]);
  writeTable(pen, invoiceLines(invoice));
}

/**
 * The invoice as an A4 PDF. Equal input gives equal bytes: the PDF's dates and file id come from
 * `issuedAt`, so a re-sent invoice is the same document. `compress: false` is for tests.
 */
export async function renderInvoicePdf(
  invoice: InvoiceDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  assertIssuable(invoice);
  const loaded = await loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: `Invoice ${invoice.number}`,
      Author: invoice.seller.name,
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
  });
  for (const [name, data] of loaded.data) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });
  drawInvoice({ doc, fonts: loaded }, invoice);
  doc.end();
  return done;
}
