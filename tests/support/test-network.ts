import type { AdChannels, DailyReport, Publication } from '../../server/adapters/ad-channels.ts';

/**
 * An ad network of the test's own (the channel adapter's interface): it reports what the test
 * says, remembers whom it was told to stop or start, and can fail for chosen campaigns.
 */
export interface TestNetwork extends AdChannels {
  /** The cost each channel reports for a day, by default channel n × ₹100. */
  costOf: (publication: Publication, day: string) => number;
  readonly deliveries: { externalId: string; delivering: boolean }[];
  /** The payloads it was told to run instead, in order. */
  readonly updates: { externalId: string; payload: Readonly<Record<string, unknown>> }[];
  /** External ids whose reports fail, as a network that is down does. */
  readonly failing: Set<string>;
}

export function testNetwork(): TestNetwork {
  const network: TestNetwork = {
    name: 'test-network',
    costOf: (publication) => 10_000 * publication.channel,
    deliveries: [],
    updates: [],
    failing: new Set(),
    publish: () => Promise.resolve({ externalId: 'unused' }),
    report: (publication, day) => {
      if (network.failing.has(publication.externalId)) return Promise.reject(new Error('network unreachable'));
      const report: DailyReport = {
        costMinor: network.costOf(publication, day),
        impressions: 1_000 * publication.channel,
        clicks: 10 * publication.channel,
        orders: publication.channel,
        salesMinor: 50_000,
      };
      return Promise.resolve(report);
    },
    setDelivery: (publication, delivering) => {
      network.deliveries.push({ externalId: publication.externalId, delivering });
      return Promise.resolve();
    },
    update: (publication, payload) => {
      network.updates.push({ externalId: publication.externalId, payload });
      return Promise.resolve();
    },
  };
  return network;
}
