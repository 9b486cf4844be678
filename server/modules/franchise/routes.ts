import type { FranchiseStoreCreate } from '../../../schemas/generated/api/franchise-store-create.ts';
import type { FranchiseStoreUpdate } from '../../../schemas/generated/api/franchise-store-update.ts';
import type { FranchiseStoresQuery } from '../../../schemas/generated/api/franchise-stores-query.ts';
import { FranchiseStore } from './entities.ts';
import { bodyOf, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { toMinorUnits } from '../pricing/pricing.ts';
import { requireHeadquarters, storeView } from './store-budget.ts';
import { storesPage, updateStore } from './store-list.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** AP §3 franchise stores of a headquarters' profile, each with its budget and what is left of it. */
export function franchiseRoutes(api: ApiRouter, { orm, project }: Services): void {
  api.on('listFranchiseStores', async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    requireHeadquarters(businessProfile);
    const query = queryOf<FranchiseStoresQuery>(project, 'api/franchise-stores-query.schema.json', req);
    res.json(await storesPage(orm.em, businessProfile, query));
  });

  api.on('createFranchiseStore', async (req, res) => {
    const body = bodyOf<FranchiseStoreCreate>(project, 'api/franchise-store-create.schema.json', req);
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    requireHeadquarters(businessProfile);
    const costMinor = toMinorUnits(body.cost);
    const store = orm.em.create(FranchiseStore, {
      businessProfile,
      name: body.name.trim(),
      costMinor,
      costToBeSpentMinor: costMinor,
    });
    await orm.em.flush();
    res.status(201).json(storeView(store));
  });

  api.on('updateFranchiseStore', async (req, res) => {
    const body = bodyOf<FranchiseStoreUpdate>(project, 'api/franchise-store-update.schema.json', req);
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    requireHeadquarters(businessProfile);
    res.json(await updateStore(orm.em, businessProfile, req.params.storeId, body));
  });
}
