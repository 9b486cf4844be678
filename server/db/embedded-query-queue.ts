import type { PGlite } from '@electric-sql/pglite';

/** A frontend message of one connection, waiting for its turn on the one PGlite session. */
interface Waiting {
  readonly handlerId: number;
  readonly message: Uint8Array;
  readonly onData: (data: Uint8Array) => void;
  readonly resolve: (bytes: number) => void;
  readonly reject: (error: Error) => void;
}

export interface StuckTransaction {
  readonly handlerId: number;
  /** How long its transaction has sat idle while other connections waited. */
  readonly idleMs: number;
  /** Connections kept waiting. */
  readonly waiting: number;
}

export interface QueryQueueOptions {
  /**
   * How long a connection may hold the session (an open transaction, or a half-sent extended
   * query) without sending anything while others wait, before it is ended.
   */
  readonly idleInTransactionMs: number;
  /** Ends the connection's socket (with an error it can read): its transaction is already rolled back. */
  readonly terminate: (stuck: StuckTransaction) => void;
}

// Frontend messages after which the backend answers ReadyForQuery: a connection's turn can end there.
const SIMPLE_QUERY = 0x51; // 'Q'
const SYNC = 0x53; // 'S'
const TERMINATE = 0x58; // 'X'
const SYNC_MESSAGE = new Uint8Array([SYNC, 0, 0, 0, 4]);
const WATCH_INTERVAL_MS = 250;

export class ConnectionEndedError extends Error {
  override name = 'ConnectionEndedError';
}

/**
 * PGlite is one PostgreSQL session; many pooled connections share it through this queue. A
 * connection keeps the session from its first message until the backend is ready for a query
 * outside a transaction, so neither a transaction nor an extended-protocol exchange (Parse, Bind,
 * Execute … Sync) of one connection ever interleaves with another's.
 *
 * The price of one session: code that opens a transaction and then waits on a query of another
 * connection waits forever (the other query cannot run until the transaction ends), and with it
 * every request. PostgreSQL would let both run; here such a holder is ended once it has sat idle
 * for `idleInTransactionMs` while others wait — its transaction rolls back, the others go on, and
 * the request that held it fails loudly (503) instead of the whole server hanging.
 *
 * It stands in for pglite-socket's own queue (which lets extended-protocol messages of two
 * connections interleave, and stops for good after a failed message) and is handed to its
 * connection handlers, whose contract is these four methods.
 */
export class EmbeddedQueryQueue {
  private readonly waiting: Waiting[] = [];
  private running = false;
  /** The connection whose turn it is (mid-exchange or in a transaction), or null when the session is free. */
  private holder: number | null = null;
  /** When the holder last finished a message with nothing else queued. */
  private holderIdleSince = 0;
  /** Connections gone or ended: they send nothing more, and their turn ends. */
  private readonly gone = new Set<number>();
  private watch: NodeJS.Timeout | undefined;
  private readonly db: PGlite;
  private readonly options: QueryQueueOptions;

  constructor(db: PGlite, options: QueryQueueOptions) {
    this.db = db;
    this.options = options;
  }

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    if (this.gone.has(handlerId)) return Promise.reject(new ConnectionEndedError('the connection was ended'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.waiting.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (let index = this.waiting.length - 1; index >= 0; index--) {
      const entry = this.waiting[index];
      if (entry?.handlerId !== handlerId) continue;
      this.waiting.splice(index, 1);
      entry.reject(new ConnectionEndedError('Handler disconnected'));
    }
  }

  /** A connection that goes away mid-turn gives the session back: its exchange closed, its transaction rolled back. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    this.gone.add(handlerId);
    await this.process();
    if (this.holder !== handlerId) this.gone.delete(handlerId);
  }

  /** Stops watching for stuck transactions (the server is closing). */
  stop(): void {
    clearInterval(this.watch);
    this.watch = undefined;
  }

  private async process(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        if (this.holder !== null && this.gone.has(this.holder)) await this.release();
        const next = this.nextEntry();
        if (next === undefined) break;
        await this.run(next);
      }
    } finally {
      this.running = false;
    }
    if (this.holder === null) {
      this.stop();
    } else {
      this.holderIdleSince = Date.now();
      this.watch ??= setInterval(() => {
        this.endStuckHolder();
      }, WATCH_INTERVAL_MS).unref();
    }
  }

  private nextEntry(): Waiting | undefined {
    const index = this.holder === null ? 0 : this.waiting.findIndex((entry) => entry.handlerId === this.holder);
    return index < 0 ? undefined : this.waiting.splice(index, 1)[0];
  }

  private async run(entry: Waiting): Promise<void> {
    let bytes = 0;
    this.holder = entry.handlerId;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(entry.message, {
          onRawData: (data) => {
            bytes += data.length;
            entry.onData(data);
          },
        }),
      );
    } catch (error) {
      // Its handler closes the connection on this: the session must not stay its.
      this.gone.add(entry.handlerId);
      entry.reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const type = entry.message[0];
    const endsExchange = type === SIMPLE_QUERY || type === SYNC || type === TERMINATE || isStartup(entry.message);
    if (endsExchange && !this.db.isInTransaction()) this.holder = null;
    entry.resolve(bytes);
  }

  private async release(): Promise<void> {
    const { holder } = this;
    this.holder = null;
    if (holder !== null) this.gone.delete(holder);
    // A Sync closes a half-sent extended exchange; then whatever transaction is open is rolled back.
    await this.db.runExclusive(() => this.db.execProtocolRaw(SYNC_MESSAGE)).catch(() => undefined);
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK').catch(() => undefined);
  }

  private endStuckHolder(): void {
    const { holder } = this;
    if (this.running || holder === null) return;
    const idleMs = Date.now() - this.holderIdleSince;
    const waiting = this.waiting.filter((entry) => entry.handlerId !== holder).length;
    if (waiting === 0 || idleMs < this.options.idleInTransactionMs) return;
    this.gone.add(holder);
    this.clearQueueForHandler(holder);
    this.options.terminate({ handlerId: holder, idleMs, waiting });
    void this.process();
  }
}

// The startup message has no type byte: its length, then protocol version 3.0.
function isStartup(message: Uint8Array): boolean {
  return message.length >= 8 && new DataView(message.buffer, message.byteOffset).getInt32(4) === 196608;
}
