import { createHash, randomUUID } from 'node:crypto';

/** OL §1 channels: search 1, social 2, photo-sharing 3. */
export type ChannelId = 1 | 2 | 3;

/** A campaign as it was published to one channel (channel_publication). */
export interface Publication {
  readonly channel: ChannelId;
  readonly externalId: string;
  readonly payload: Readonly<Record<string, unknown>>;
}

/** What a channel delivered for a campaign on one day of its account's calendar (AP §3 metrics). */
export interface DailyReport {
  readonly costMinor: number;
  readonly impressions: number;
  readonly clicks: number;
  readonly orders: number;
  readonly salesMinor: number;
}

/**
 * Publishing a campaign to an ad network and reading back what it delivered. No ad network is
 * reachable from here, so production plugs its network clients in behind this; the payload has
 * passed the channel's schema first.
 */
export interface AdChannels {
  /** Recorded with each publication: which adapter sent it. */
  readonly name: string;
  publish(channel: ChannelId, payload: Readonly<Record<string, unknown>>): Promise<{ externalId: string }>;
  /** The day's delivery report of a published campaign (`day` is YYYY-MM-DD). */
  report(publication: Publication, day: string): Promise<DailyReport>;
  /** Stops or restarts a published campaign's delivery (AP §4 pause and resume). */
  setDelivery(publication: Publication, delivering: boolean): Promise<void>;
  /**
   * Replaces what a published campaign runs with `payload` (AP §9 a published edit: its budget or
   * run changed); the payload has passed the channel's schema, as a publication's has.
   */
  update(publication: Publication, payload: Readonly<Record<string, unknown>>): Promise<void>;
}

/**
 * The shipped local adapter: it sends nothing anywhere. The caller records each payload it is
 * given (channel_publication), which is exactly what a network adapter would have sent. Its daily
 * reports are a simulation, named as such: figures drawn from the campaign's daily budget and a
 * hash of (campaign, channel, day), the same every time they are read, so a demo dashboard moves.
 */
export const localRecordingAdChannels: AdChannels = {
  name: 'local-recording',
  publish: () => Promise.resolve({ externalId: `local-${randomUUID()}` }),
  report: (publication, day) => Promise.resolve(simulatedDelivery(publication, day)),
  // Nothing was sent, so nothing delivers; the collector reads only campaigns that are active.
  setDelivery: () => Promise.resolve(),
  // The caller records the update (channel_update) and the publication's new payload.
  update: () => Promise.resolve(),
};

// Per channel: what a thousand impressions cost and how many of them click, roughly what small
// local advertisers see (search: dear and clicked; social and photo-sharing: cheap and scrolled past).
const SIMULATED_RATES: Record<ChannelId, { costPerThousandMinor: number; clickRate: number }> = {
  1: { costPerThousandMinor: 9_000, clickRate: 0.04 },
  2: { costPerThousandMinor: 2_500, clickRate: 0.012 },
  3: { costPerThousandMinor: 3_000, clickRate: 0.008 },
};
const SIMULATED_ORDER_RATE = 0.05;

function simulatedDelivery(publication: Publication, day: string): DailyReport {
  const digest = createHash('sha256').update(`${publication.externalId}:${day}`).digest();
  // Independent fractions in [0, 1) from the digest's bytes.
  const draw = (offset: number) => digest.readUInt32BE(offset) / 2 ** 32;
  const dailyBudget = Number(publication.payload.dailyBudgetMinor ?? 0);
  const rates = SIMULATED_RATES[publication.channel];
  // A network paces a day between about 70% and 110% of its budget.
  const costMinor = Math.round(dailyBudget * (0.7 + 0.4 * draw(0)));
  const impressions = Math.round((costMinor / rates.costPerThousandMinor) * 1000);
  const clicks = Math.round(impressions * rates.clickRate * (0.6 + 0.8 * draw(4)));
  const orders = Math.floor(clicks * SIMULATED_ORDER_RATE * 2 * draw(8));
  // An order is worth between a third and two thirds of a day's budget.
  const orderValueMinor = Math.round(dailyBudget * (0.33 + 0.33 * draw(12)));
  return { costMinor, impressions, clicks, orders, salesMinor: orders * orderValueMinor };
}
