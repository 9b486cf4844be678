// An invoice of the profile's payments (AP §2 /invoice/{id}): schemas/api/invoice.schema.json.
import { signedInCall, signedInDownload } from '../../session/auth-client.ts';

/** 404 (104) when the profile has no such invoice. */
export const fetchInvoice = (profileId: number, invoiceId: string) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/invoices/{invoiceId}',
    params: { businessProfileId: profileId, invoiceId },
  });

export const fetchInvoicePdf = (profileId: number, invoiceId: string) =>
  signedInDownload({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/invoices/{invoiceId}/pdf',
    params: { businessProfileId: profileId, invoiceId },
  });

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
