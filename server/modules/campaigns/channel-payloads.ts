import type { Project } from '../../../engine/index.ts';
import type { ChannelId } from '../../adapters/ad-channels.ts';
import type { Campaign } from './entities.ts';
import { InvalidRequestError } from '../../errors.ts';
import type { SessionRecord } from '../flow-sessions/session-store.ts';
import { runDates } from './session-campaign.ts';

/** The documented payload schema of each channel (schemas/api/channels/). */
export const CHANNEL_SCHEMAS: Readonly<Record<ChannelId, string>> = {
  1: 'api/channels/search-campaign.schema.json',
  2: 'api/channels/social-campaign.schema.json',
  3: 'api/channels/photo-sharing-campaign.schema.json',
};

const CHANNEL_NAMES: Readonly<Record<ChannelId, string>> = { 1: 'search', 2: 'social', 3: 'photo-sharing' };

type Steps = Readonly<Record<string, unknown>>;
const stepOf = <T>(steps: Steps, id: string): Partial<T> => steps[id] ?? {};

/**
 * The channels the user chose (OL §2 channel selection). The social-linked variant skips that
 * step (budget → launching): its campaign runs on the social channel its page is linked to.
 */
export function channelsOf(steps: Steps): ChannelId[] {
  const chosen = stepOf<{ channels: ChannelId[] }>(steps, 'channelSelection').channels;
  return chosen !== undefined && chosen.length > 0 ? chosen : [2];
}

function payloadOf(channel: ChannelId, campaign: Campaign, steps: Steps): Record<string, unknown> {
  const common = {
    campaignId: campaign.id,
    name: campaign.name,
    currencyCode: campaign.currencyCode,
    dailyBudgetMinor: campaign.budgetMinor,
    ...runDates(campaign),
    objectiveId: campaign.objectiveId,
  };
  if (channel === 1) {
    const ads = stepOf<{ headlines: string[]; descriptions: string[] }>(steps, 'googleAdsEdit');
    return {
      ...common,
      keywords: stepOf<{ keywords: string[] }>(steps, 'googleKeywords').keywords ?? [],
      ...(ads.headlines !== undefined && { headlines: ads.headlines }),
      ...(ads.descriptions !== undefined && { descriptions: ads.descriptions }),
    };
  }
  const links = stepOf<{ facebookPageId: string; instagramAccountId: string }>(steps, 'linkAccounts');
  const interests = stepOf<{ interests: { name: string }[] }>(steps, 'fbInterests').interests ?? [];
  return {
    ...common,
    pageId: links.facebookPageId ?? '',
    interests: interests.map((interest) => interest.name),
    ...(links.instagramAccountId !== undefined && { instagramAccountId: links.instagramAccountId }),
  };
}

/**
 * What each chosen channel is sent, each checked against its schema: a campaign missing what a
 * network needs (10 keywords for search, a linked page for social) is refused with the reason,
 * before anything is sent to any channel.
 */
export function channelPayloads(
  project: Project,
  campaign: Campaign,
  session: Pick<SessionRecord, 'steps'> | null,
): { channel: ChannelId; payload: Record<string, unknown> }[] {
  const steps = session?.steps ?? {};
  return channelsOf(steps).map((channel) => {
    const payload = payloadOf(channel, campaign, steps);
    const result = project.validate(CHANNEL_SCHEMAS[channel], payload);
    if (!result.valid) {
      throw new InvalidRequestError(`The ${CHANNEL_NAMES[channel]} channel cannot take this campaign.`, result.errors);
    }
    return { channel, payload };
  });
}
