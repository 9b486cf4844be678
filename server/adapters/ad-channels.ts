import { randomUUID } from 'node:crypto';

/** OL §1 channels: search 1, social 2, photo-sharing 3. */
export type ChannelId = 1 | 2 | 3;

/**
 * Publishing a campaign to an ad network. No ad network is reachable from here, so production
 * plugs its network clients in behind this; the payload has passed the channel's schema first.
 */
export interface AdChannels {
  /** Recorded with each publication: which adapter sent it. */
  readonly name: string;
  publish(channel: ChannelId, payload: Readonly<Record<string, unknown>>): Promise<{ externalId: string }>;
}

/**
 * The shipped local adapter: it sends nothing anywhere. The caller records each payload it is
 * given (channel_publication), which is exactly what a network adapter would have sent.
 */
export const localRecordingAdChannels: AdChannels = {
  name: 'local-recording',
  publish: () => Promise.resolve({ externalId: `local-${randomUUID()}` }),
};
