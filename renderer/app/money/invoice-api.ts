// An invoice of the profile's payments (AP §2 /invoice/{id}): schemas/api/invoice.schema.json.
import type { Invoice } from '../../../schemas/generated/index.ts';
import { moneyCall, moneyDownload } from './money-call.ts';

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
