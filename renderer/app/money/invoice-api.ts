// An invoice of the profile's payments (AP §2 /invoice/{id}), as server/modules/invoices answers it.
import { moneyCall, moneyDownload } from './money-call.ts';

export interface InvoiceRow {
  readonly kind: 'item' | 'fee' | 'subtotal' | 'tax' | 'total';
  readonly label: string;
  readonly amountMinor: number;
  /** As the invoice prints it, formatted by the server ("₹1,180.00"). */
  readonly amount: string;
}

export interface Invoice {
  readonly id: number;
  readonly number: string;
  readonly issuedAt: string;
  readonly seller: { readonly name: string; readonly address: readonly string[]; readonly taxId?: string };
  readonly buyer: {
    readonly name: string;
    readonly address: readonly string[];
    readonly gstin?: string;
    readonly email?: string;
  };
  readonly currencyCode: string;
  readonly locale: string;
  readonly taxKind: 'GST' | 'VAT';
  readonly paymentReference: string;
  /** The figures, in the order the PDF prints them: none is worked out in the browser. */
  readonly rows: readonly InvoiceRow[];
}

const invoicePath = (profileId: number, invoiceId: string) =>
  `/businessProfiles/${profileId}/invoices/${encodeURIComponent(invoiceId)}`;

/** 404 (104) when the profile has no such invoice. */
export const fetchInvoice = (profileId: number, invoiceId: string) =>
  moneyCall<Invoice>(invoicePath(profileId, invoiceId));

export const fetchInvoicePdf = (profileId: number, invoiceId: string) =>
  moneyDownload(`${invoicePath(profileId, invoiceId)}/pdf`);

/** Saves `blob` as the file `fileName`, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download starts after the click is handled: the URL stays a while for it (a minute).
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}
