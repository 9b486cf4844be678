import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MessageChannel } from '../modules/accounts/entities.ts';

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
 * message becomes a JSON file `<dir>/<channel>/<time>-<count>-<id>.json`, where a developer (or a test)
 * reads the OTPs and links that would have been sent. A real provider implements the same interface.
 */
export function localOutboxDirectory(dir: string | (() => string)): MessageDelivery {
  // A function names the directory at each delivery (a test server shared by test files gives each its own).
  const where = typeof dir === 'string' ? () => dir : dir;
  // Messages delivered within one millisecond (a queue draining a backlog) still sort in the
  // order they were delivered: the time, then a count of this process's deliveries.
  let delivered = 0;
  return {
    name: 'local outbox directory (stand-in for message providers)',
    async deliver(message) {
      const channelDir = join(where(), message.channel);
      await mkdir(channelDir, { recursive: true });
      delivered += 1;
      const file = join(channelDir, `${String(Date.now())}-${String(delivered).padStart(9, '0')}-${message.id}.json`);
      // Written whole under another name, then renamed: a reader never sees half a message.
      await writeFile(
        `${file}.partial`,
        JSON.stringify({ ...message, deliveredAt: new Date().toISOString() }, null, 2),
      );
      await rename(`${file}.partial`, file);
    },
  };
}
