import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdChannels, ChannelId, Publication } from '../../adapters/ad-channels.ts';
import { ChannelPublication } from '../campaigns/entities.ts';

/** Where a campaign was published, as its channel adapter knows it. */
export async function publicationsOf(em: EntityManager, campaignId: number): Promise<Publication[]> {
  const found = await em.find(ChannelPublication, { campaign: campaignId });
  return found.map((publication) => ({
    channel: publication.channel as ChannelId,
    externalId: publication.externalId,
    payload: publication.payload,
  }));
}

/**
 * Tells every channel of the campaign to deliver or to stop (AP §4 resume and pause), after the
 * change is committed: a network told first would act on a change that might still roll back.
 * Telling it again is harmless, so a retry after a failure is safe.
 */
export async function setCampaignDelivery(
  em: EntityManager,
  channels: AdChannels,
  campaignId: number,
  delivering: boolean,
): Promise<void> {
  for (const publication of await publicationsOf(em, campaignId)) await channels.setDelivery(publication, delivering);
}
