import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { EmbeddedQueryQueue, type StuckTransaction } from './embedded-query-queue.ts';

export interface EmbeddedServerOptions {
  /** Connections served at once: at least the pools of every client (the ORM's and the job queue's). */
  readonly maxConnections: number;
  /** See EmbeddedQueryQueue: how long an idle transaction may keep others waiting. */
  readonly idleInTransactionMs: number;
  /** Told of each transaction ended for keeping others waiting. */
  readonly onStuckTransaction: (stuck: StuckTransaction) => void;
}

export interface EmbeddedServer {
  /** host:port on loopback */
  readonly address: string;
  stop(): Promise<void>;
}

// What PostgreSQL itself sends a session its idle_in_transaction_session_timeout ends.
const IDLE_IN_TRANSACTION_TIMEOUT = '25P03';

/**
 * The PostgreSQL wire protocol on loopback over one PGlite, with pglite-socket's connection
 * handlers and our own query queue (embedded-query-queue.ts), which never lets one connection's
 * stuck transaction hang the others.
 */
export async function serveEmbeddedPostgres(db: PGlite, options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const sockets = new Map<number, Socket>();
  const queue = new EmbeddedQueryQueue(db, {
    idleInTransactionMs: options.idleInTransactionMs,
    terminate(stuck) {
      const socket = sockets.get(stuck.handlerId);
      const message = `terminating connection: its transaction sat idle for ${stuck.idleMs} ms while ${stuck.waiting} queries of other connections waited (the embedded database runs one transaction at a time: a transaction must not wait on another connection)`;
      socket?.end(fatalError(IDLE_IN_TRANSACTION_TIMEOUT, message));
      options.onStuckTransaction(stuck);
    },
  });
  // The handlers' contract is the four methods EmbeddedQueryQueue has; their declared type is pglite-socket's own class.
  const handlerOptions = { queryQueue: queue, closeOnDetach: true } as unknown as PGLiteSocketHandlerOptions;
  const server = createServer((socket) => {
    if (sockets.size >= options.maxConnections) {
      socket.end(fatalError('53300', 'sorry, too many clients already'));
      return;
    }
    const handler = new PGLiteSocketHandler(handlerOptions);
    sockets.set(handler.handlerId, socket);
    socket.once('close', () => sockets.delete(handler.handlerId));
    void handler.attach(socket);
  });
  await db.waitReady;
  await listen(server);
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    async stop() {
      queue.stop();
      for (const socket of sockets.values()) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function listen(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** A FATAL ErrorResponse message of the wire protocol: severity, code, message. */
function fatalError(code: string, message: string): Buffer {
  const fields = Buffer.concat(
    [
      ['S', 'FATAL'],
      ['V', 'FATAL'],
      ['C', code],
      ['M', message],
    ].map(([type, value]) => Buffer.from(`${type}${value}\0`, 'utf8')),
  );
  const body = Buffer.concat([fields, Buffer.from([0])]);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}
