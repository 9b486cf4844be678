import { Router } from 'express';
import type { FranchiseStoreCreate } from '../../../schemas/generated/api/franchise-store-create.ts';
import { FranchiseStore } from '../../db/franchise-entities.ts';
import { bodyOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser, signInRequired } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { toMinorUnits } from '../pricing/pricing.ts';
import { requireHeadquarters, storeView } from './store-budget.ts';

/** AP §3 franchise stores of a headquarters' profile, each with its budget and what is left of it. */
export function franchiseRoutes({ orm, project }: Services): Router {
  const router = Router();
  router.use('/businessProfiles/:id/franchiseStores', signInRequired(orm));

  router.get('/businessProfiles/:id/franchiseStores', async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.id);
    const stores = await orm.em.find(FranchiseStore, { businessProfile }, { orderBy: { id: 'asc' } });
    res.json(stores.map(storeView));
  });

  router.post('/businessProfiles/:id/franchiseStores', async (req, res) => {
    const body = bodyOf<FranchiseStoreCreate>(project, 'api/franchise-store-create.schema.json', req);
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.id);
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

  return router;
}
