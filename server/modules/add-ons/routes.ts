import { Router } from 'express';
import type { AddOnPurchase } from '../../../schemas/generated/api/add-on-purchase.ts';
import type { AddOnsQuery } from '../../../schemas/generated/api/add-ons-query.ts';
import { bodyOf, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser, signInRequired } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { packOffers } from './add-on-packs.ts';
import { addOnsPage, addOnView, buyAddOn, packCurrency } from './add-ons.ts';

/** AP §1 add-on subscriptions (active or expired), §3 add-on pack (decision 182). */
export function addOnRoutes({ orm, project }: Services): Router {
  const router = Router();
  router.use(['/businessProfiles/:id/addOns', '/businessProfiles/:id/addOnPacks'], signInRequired(orm));

  router.get('/businessProfiles/:id/addOnPacks', async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.id);
    const currencyCode = await packCurrency(orm.em, businessProfile.id);
    res.json({ currencyCode, packs: packOffers(currencyCode) });
  });

  router.get('/businessProfiles/:id/addOns', async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.id);
    const query = queryOf<AddOnsQuery>(project, 'api/add-ons-query.schema.json', req);
    res.json(await addOnsPage(orm.em, businessProfile.id, query));
  });

  router.post('/businessProfiles/:id/addOns', async (req, res) => {
    const body = bodyOf<AddOnPurchase>(project, 'api/add-on-purchase.schema.json', req);
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.id);
    res.status(201).json(addOnView(await buyAddOn(orm.em.fork(), businessProfile.id, body.packId)));
  });

  return router;
}
