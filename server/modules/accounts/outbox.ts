import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { MessageDelivery } from '../../adapters/message-delivery.ts';
import { OutboxMessage, type MessageChannel } from './entities.ts';
import type { Orm } from '../../db/orm.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

export const MESSAGE_QUEUE = 'deliver-message';

export interface NewMessage {
  readonly channel: MessageChannel;
  readonly recipient: string;
  readonly subject?: string;
  readonly body: string;
}

/**
 * Puts a message in the outbox, in the caller's unit of work: it leaves only if what caused it is
 * saved too. Call `dispatch` after the flush to have it delivered.
 */
export function enqueueMessage(em: EntityManager, message: NewMessage): OutboxMessage {
  return em.create(OutboxMessage, {
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject ?? null,
    body: message.body,
    status: 'pending',
  });
}

/** Queues the delivery job of saved messages (without a queue they wait for one in the table). */
export async function dispatch(queue: JobQueue | undefined, messages: readonly OutboxMessage[]): Promise<void> {
  if (queue === undefined) return;
  for (const message of messages) await queue.send(MESSAGE_QUEUE, { messageId: message.id }, message.id);
}

/** The job: hands one message to the delivery adapter, then forgets its body (it may hold an OTP). */
export function deliverMessages({ orm, logger, delivery }: { orm: Orm; logger: Logger; delivery: MessageDelivery }) {
  return async (data: unknown): Promise<void> => {
    const messageId = (data as { messageId?: unknown }).messageId;
    if (typeof messageId !== 'string') return;
    const em = orm.em.fork();
    const message = await em.findOne(OutboxMessage, { id: messageId, status: 'pending' });
    if (message?.body == null) return;
    message.attempts += 1;
    try {
      const { id, channel, recipient, subject, body } = message;
      await delivery.deliver({ id, channel, recipient, subject: subject ?? null, body });
      message.status = 'sent';
      message.sentAt = new Date();
      message.body = null;
    } catch (error) {
      message.lastError = error instanceof Error ? error.message : String(error);
      await em.flush();
      logger.warn({ messageId, err: error }, 'message delivery failed; the job is retried');
      throw error;
    }
    await em.flush();
  };
}
