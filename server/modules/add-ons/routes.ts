import type { AddOnPurchase } from '../../../schemas/generated/api/add-on-purchase.ts';
import type { AddOnsQuery } from '../../../schemas/generated/api/add-ons-query.ts';
import { bodyOf, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { packOffers } from './add-on-packs.ts';
import { addOnsPage, addOnView, buyAddOn, packCurrency } from './add-ons.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** AP §1 add-on subscriptions (active or expired), §3 add-on pack (decision 182). */
export function addOnRoutes(api: ApiRouter, { orm, project }: Services): void {
  api.on('listAddOnPacks', async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    const currencyCode = await packCurrency(orm.em, businessProfile.id);
    res.json({ currencyCode, packs: packOffers(currencyCode) });
  });

  api.on('listAddOns', async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    const query = queryOf<AddOnsQuery>(project, 'api/add-ons-query.schema.json', req);
    res.json(await addOnsPage(orm.em, businessProfile.id, query));
  });

  api.on('buyAddOn', async (req, res) => {
    const body = bodyOf<AddOnPurchase>(project, 'api/add-on-purchase.schema.json', req);
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    res.status(201).json(addOnView(await buyAddOn(orm.em.fork(), businessProfile.id, body.packId)));
  });
}
