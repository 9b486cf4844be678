import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { AppError } from '../../errors.ts';
import { Portal } from './entities.ts';

/** accounts-and-platform §8 code 55: no portal answers this host name. */
export class InvalidPortalError extends AppError {
  constructor(domain: string) {
    super(404, 55, `There is no portal at ${domain}.`);
  }
}

/** The portal a host name belongs to (§1: looked up by host; `portalDomain` may override it). */
export async function portalOfDomain(em: EntityManager, domain: string): Promise<Portal> {
  const host = domain.toLowerCase();
  const portal = await em.findOne(Portal, { domains: { $contains: [host] } });
  if (portal === null) throw new InvalidPortalError(host);
  return portal;
}

/** A portal as §3 and `GET /portals` describe it. */
export function portalView(portal: Portal, domain: string) {
  return {
    id: portal.id,
    domain,
    headerLogo: portal.headerLogo ?? null,
    // §3: feature flags travel as a JSON string.
    featureFlags: JSON.stringify(portal.featureFlags),
    portalConfig: { regionConfig: portal.regionConfig },
    portalDefaultConfig: { locale: portal.locale, title: portal.title, supportLink: portal.supportLink ?? null },
    theme: portal.theme,
    isSignupEnabled: portal.isSignupEnabled,
    isBrandPortal: portal.isBrandPortal,
    isCreativeBuilderPortal: portal.isCreativeBuilderPortal,
    isRichMediaAdBuilderPortal: portal.isRichMediaAdBuilderPortal,
    isCampaignLaunchDisabled: portal.isCampaignLaunchDisabled,
    isScheduleEditEnabled: portal.isScheduleEditEnabled,
  };
}

/** The portal a request is made at: its `portalDomain` (§1 override), else its host (§8 55). */
export const portalOfRequest = (em: EntityManager, req: Request, { portalDomain }: { portalDomain?: string }) =>
  portalOfDomain(em, portalDomain ?? req.hostname);
