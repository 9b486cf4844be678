import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MessageChannel } from '../db/account-entities.ts';

/** A message as a provider (e-mail, SMS, WhatsApp) is handed it. */
export interface OutgoingMessage {
  readonly id: string;
  readonly channel: MessageChannel;
  readonly recipient: string;
  readonly subject: string | null;
  readonly body: string;
}

/** Hands messages to whoever carries them; throwing means "not delivered, try again later". */
export interface MessageDelivery {
  readonly name: string;
  deliver(message: OutgoingMessage): Promise<void>;
}

/**
 * LOCAL STAND-IN for the e-mail, SMS and WhatsApp providers, which this project cannot reach: each
 * message becomes a JSON file `<dir>/<channel>/<time>-<id>.json`, where a developer (or a test)
 * reads the OTPs and links that would have been sent. A real provider implements the same interface.
 */
export function localOutboxDirectory(dir: string): MessageDelivery {
  return {
    name: 'local outbox directory (stand-in for message providers)',
    async deliver(message) {
      const channelDir = join(dir, message.channel);
      await mkdir(channelDir, { recursive: true });
      const file = join(channelDir, `${Date.now()}-${message.id}.json`);
      // Written whole under another name, then renamed: a reader never sees half a message.
      await writeFile(
        `${file}.partial`,
        JSON.stringify({ ...message, deliveredAt: new Date().toISOString() }, null, 2),
      );
      await rename(`${file}.partial`, file);
    },
  };
}
