import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A message as the local outbox stand-in (server/adapters/message-delivery.ts) wrote it. */
export interface SentMessage {
  readonly id: string;
  readonly channel: 'email' | 'sms' | 'whatsapp';
  readonly recipient: string;
  readonly subject: string | null;
  readonly body: string;
}

/** Every message the stand-in has delivered to `recipient`, oldest first. */
export async function messagesTo(outboxDir: string, recipient: string): Promise<SentMessage[]> {
  const messages: SentMessage[] = [];
  for (const channel of ['email', 'sms', 'whatsapp']) {
    const dir = join(outboxDir, channel);
    // A message being written is `<name>.json.partial` until it is whole.
    const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.json')).sort();
    for (const file of files) {
      const message = JSON.parse(await readFile(join(dir, file), 'utf8')) as SentMessage;
      if (message.recipient === recipient) messages.push(message);
    }
  }
  return messages;
}

/** The newest message to `recipient`, waiting for the delivery job (it runs every second). */
export async function nextMessageTo(outboxDir: string, recipient: string, after = 0): Promise<SentMessage> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const messages = await messagesTo(outboxDir, recipient);
    const message = messages[after];
    if (message !== undefined) return message;
    if (Date.now() > deadline) throw new Error(`no message number ${after + 1} to ${recipient} in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const otpIn = (message: SentMessage): string => /\b(\d{6})\b/.exec(message.body)?.[1] ?? '';

/** The `hash` of the link in a message (`…?hash=…`). */
export const linkHashIn = (message: SentMessage): string =>
  decodeURIComponent(/[?&]hash=([^\s&]+)/.exec(message.body)?.[1] ?? '');
