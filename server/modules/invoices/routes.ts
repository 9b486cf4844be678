import type { Services } from '../../services.ts';
import { signedInUser } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { renderInvoicePdf } from './invoice-document.ts';
import { invoiceDocument, invoiceOf, invoiceView } from './invoice-view.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** AP §2 /app/{id}/invoice/{id}: an invoice of the profile's payments, and its PDF download. */
export function invoiceRoutes(api: ApiRouter, { orm }: Services): void {
  api.on('getInvoice', async (req, res) => {
    const user = signedInUser(res);
    const { businessProfile } = await memberProfile(orm.em, user, req.params.businessProfileId);
    res.json(invoiceView(await invoiceOf(orm.em, businessProfile.id, req.params.invoiceId), user));
  });

  api.on('getInvoicePdf', async (req, res) => {
    const user = signedInUser(res);
    const { businessProfile } = await memberProfile(orm.em, user, req.params.businessProfileId);
    const document = invoiceDocument(await invoiceOf(orm.em, businessProfile.id, req.params.invoiceId), user);
    res
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="${document.number}.pdf"`)
      .send(await renderInvoicePdf(document));
  });
}
