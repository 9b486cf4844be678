import { Router } from 'express';
import type { Services } from '../../services.ts';
import { signedInUser, signInRequired } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { renderInvoicePdf } from './invoice-document.ts';
import { invoiceDocument, invoiceOf, invoiceView } from './invoice-view.ts';

/** AP §2 /app/{id}/invoice/{id}: an invoice of the profile's payments, and its PDF download. */
export function invoiceRoutes({ orm }: Services): Router {
  const router = Router();
  router.use('/businessProfiles/:id/invoices', signInRequired(orm));

  router.get('/businessProfiles/:id/invoices/:invoiceId', async (req, res) => {
    const user = signedInUser(res);
    const { businessProfile } = await memberProfile(orm.em, user, req.params.id);
    res.json(invoiceView(await invoiceOf(orm.em, businessProfile.id, req.params.invoiceId), user));
  });

  router.get('/businessProfiles/:id/invoices/:invoiceId/pdf', async (req, res) => {
    const user = signedInUser(res);
    const { businessProfile } = await memberProfile(orm.em, user, req.params.id);
    const document = invoiceDocument(await invoiceOf(orm.em, businessProfile.id, req.params.invoiceId), user);
    res
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="${document.number}.pdf"`)
      .send(await renderInvoicePdf(document));
  });

  return router;
}
