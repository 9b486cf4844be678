import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CsvError, parse, type Options } from 'csv-parse';
import type { Logger } from 'pino';
import { FeedDownloadError, type FeedDownloads } from '../../adapters/feed-downloads.ts';
import type { Orm } from '../../db/orm.ts';
import { FeedRefusedError, unknownFailure, type RunFailure } from './run-failures.ts';
import { MAX_FEED_BYTES, MAX_FEED_ROWS, MAX_RECORD_BYTES, tooManyRows } from './feed-limits.ts';
import { checkRow, headerColumns, missingColumns, type FeedProduct } from './feed-rows.ts';
import { rowReason } from './row-reasons.ts';
import {
  beginRun,
  failRun,
  finishRun,
  recordBadRows,
  recordProgress,
  upsertProducts,
  uploadedSource,
  type BadRow,
  type TakenRun,
} from './run-store.ts';

/** The queue feed runs wait in; any server process may take them. */
export const PRODUCT_FEED_QUEUE = 'product-feed';

export interface ProductFeedJob {
  readonly runId: number;
}

const isProductFeedJob = (data: unknown): data is ProductFeedJob =>
  typeof data === 'object' && data !== null && 'runId' in data && Number.isInteger(data.runId);

export interface ProductFeedJobServices {
  readonly orm: Orm;
  readonly logger: Logger;
  readonly feedDownloads: FeedDownloads;
}

/** Rows written per statement: large enough to be quick, small enough to keep memory flat. */
const BATCH_ROWS = 500;

/**
 * AP §4 product feed processing: reads a run's CSV (uploaded, or fetched from the feed's URL)
 * as a stream, checks each row (decision 143), writes good ones to the catalog in batches and
 * records bad ones by line; then done. A feed that cannot be read at all ends failed with the
 * reason; a database failure throws, and the queue retries the job from the start.
 */
export function processProductFeeds({ orm, logger, feedDownloads }: ProductFeedJobServices) {
  return async (data: unknown): Promise<void> => {
    if (!isProductFeedJob(data)) throw new TypeError(`Not a product feed job: ${JSON.stringify(data)}`);
    const em = orm.em.fork();
    const run = await beginRun(em, data.runId);
    if (run === null) return;
    let source: Readable;
    try {
      source =
        run.url === null ? Readable.from(uploadedSource(em, run)) : await feedDownloads.open(run.url, MAX_FEED_BYTES);
      const counts = await readFeed(em, run, source);
      await finishRun(em, run, counts);
      logger.info({ runId: run.id, ...counts }, 'product feed processed');
    } catch (error) {
      if (!(error instanceof FeedRefusedError || error instanceof FeedDownloadError || error instanceof CsvError))
        throw error;
      logger.warn({ runId: run.id, reason: error.message }, 'product feed refused');
      await failRun(em, run.id, failureOf(error));
    }
  };
}

/** The failure a refused feed ends with: its code where it has one (decision 291). */
function failureOf(error: FeedRefusedError | FeedDownloadError | CsvError): RunFailure {
  if (error instanceof FeedRefusedError) return error.failure;
  if (error instanceof FeedDownloadError) return error.failure;
  return unknownFailure(error.message);
}

/** A CSV record with the line of the file it starts on. */
interface LineRecord {
  readonly cells: string[];
  readonly line: number;
}

interface Tally {
  rowsRead: number;
  goodRows: number;
  badRows: number;
}

/**
 * The CSV records of `source`, each with the line it starts on; a row that is not valid CSV is
 * left out and put in `skipped`, by its line. Lines are counted from where the previous record
 * ended, as the parser goes (on_record and on_skip run in file order): a record quoted over
 * several lines is reported where it starts.
 */
function csvRecords(source: Readable, skipped: BadRow[]): AsyncIterable<LineRecord> {
  let lastLine = 0;
  const options: Options<LineRecord, string[]> = {
    bom: true,
    relax_column_count: true,
    skip_records_with_error: true,
    max_record_size: MAX_RECORD_BYTES,
    // Without `columns`, each record is the array of its cells.
    on_record: (cells, context) => {
      const line = lastLine + 1;
      lastLine = context.lines;
      return { cells, line };
    },
    on_skip: (error) => {
      const detail = error === undefined ? 'it cannot be read' : error.message.replace(/\.$/, '');
      skipped.push({ line: lastLine + 1, productId: null, reason: rowReason('invalidCsv', { detail }) });
      lastLine = typeof error?.lines === 'number' ? error.lines : lastLine + 1;
      return undefined;
    },
  };
  // parse() is typed for records of string[]; on_record makes them LineRecords (Options<T, U> says so).
  const parser = source.pipe(parse(options as unknown as Options));
  // A broken source (a download cut off, a slice that cannot be read) ends the parse with its error.
  source.on('error', (error) => parser.destroy(error));
  return parser as AsyncIterable<LineRecord>;
}

async function readFeed(em: EntityManager, run: TakenRun, source: Readable): Promise<Tally> {
  const skipped: BadRow[] = [];
  const records = csvRecords(source, skipped);
  const tally: Tally = { rowsRead: 0, goodRows: 0, badRows: 0 };
  const seen = new Map<string, number>();
  let good: FeedProduct[] = [];
  let bad: BadRow[] = [];
  let columns: string[] | null = null;
  // Rows the parser could not read are bad rows like any other.
  const takeSkipped = () => {
    tally.rowsRead += skipped.length;
    tally.badRows += skipped.length;
    bad.push(...skipped.splice(0));
  };
  const flush = async () => {
    await upsertProducts(em, run, good);
    await recordBadRows(em, run.id, bad);
    good = [];
    bad = [];
    await recordProgress(em, run.id, tally);
  };

  for await (const { cells, line } of records) {
    takeSkipped();
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (columns === null) {
      columns = headerColumns(cells, run.productMaps);
      const missing = missingColumns(columns);
      if (missing.length > 0)
        throw new FeedRefusedError({
          code: 'headerMissing',
          params: { line, columns: missing.join(', ') },
          text: `The header (line ${String(line)}) has no column ${missing.join(', ')}.`,
        });
      continue;
    }
    tally.rowsRead += 1;
    if (tally.rowsRead > MAX_FEED_ROWS) throw new FeedRefusedError(tooManyRows());
    const verdict = checkRow(columns, cells);
    const firstLine = verdict.ok ? seen.get(verdict.product.productId) : undefined;
    if (verdict.ok && firstLine === undefined) {
      seen.set(verdict.product.productId, line);
      good.push(verdict.product);
      tally.goodRows += 1;
    } else {
      const reason = verdict.ok
        ? rowReason('repeatedProduct', { productId: verdict.product.productId, firstLine: firstLine ?? 0 })
        : verdict.reason;
      bad.push({ line, productId: verdict.ok ? verdict.product.productId : verdict.productId, reason });
      tally.badRows += 1;
    }
    if (good.length + bad.length >= BATCH_ROWS) await flush();
  }
  takeSkipped();
  if (columns === null) {
    throw new FeedRefusedError({ code: 'emptyFile', params: {}, text: 'The file is empty: it has no header row.' });
  }
  if (tally.rowsRead > MAX_FEED_ROWS) throw new FeedRefusedError(tooManyRows());
  await flush();
  return tally;
}
