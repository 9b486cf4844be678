/**
 * `npm run bench:wallet`: wallet debits per second under contention, on the real PostgreSQL.
 * BENCH_WORKERS (20) concurrent debit loops share one wallet through the app's own ledger code
 * (row lock, entry, balances) on a pool of BENCH_POOL (10) connections, for BENCH_SECONDS (10).
 * The wallet holds funds for only part of what they ask, so the run ends in refusals: the check
 * is that exactly the funded debits went through and no balance ever went below zero.
 * A throw-away database, dropped at the end. The last stdout line is one JSON object.
 */
import { performance } from 'node:perf_hooks';
import { initOrm } from '../server/db/orm.ts';
import { InsufficientFundsError } from '../server/modules/wallet/wallet-errors.ts';
import { lockedWallet, record } from '../server/modules/wallet/wallet.ts';
import { positiveInteger } from './child-processes.ts';
import { createScratchDatabase } from './scratch-database.ts';

const WORKERS = positiveInteger('BENCH_WORKERS', 20);
const POOL = positiveInteger('BENCH_POOL', 10);
const SECONDS = positiveInteger('BENCH_SECONDS', 10);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEBIT_MINOR = 100;
// Funds for this many debits: enough to keep the run busy, few enough that it runs dry.
const FUNDED_DEBITS = positiveInteger('BENCH_FUNDED_DEBITS', 2_000);

const database = await createScratchDatabase(ADMIN_URL, 'adflow_bench_wallet');
const orm = await initOrm({ clientUrl: database.clientUrl, poolSize: POOL });
try {
  const connection = orm.em.getConnection();
  const [profile] = await connection.execute<{ id: number }[]>(
    `insert into business_profile (name, currency_id, time_zone_id, is_roimatic, category, onboarding_state, is_self_funded, created_at)
     values ('Bench bakery', 17, 142, true, 1, 3, false, now()) returning id`,
  );
  const profileId = profile?.id ?? 0;
  await orm.em.fork().transactional(async (tx) => {
    record(tx, await lockedWallet(tx, profileId, 'INR'), {
      kind: 'addFunds',
      amountMinor: DEBIT_MINOR * FUNDED_DEBITS,
    });
  });

  let debited = 0;
  let lastDebitAt = 0;
  let refused = 0;
  const latencies: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        await orm.em.fork().transactional(async (tx) => {
          record(tx, await lockedWallet(tx, profileId, 'INR'), { kind: 'lock', amountMinor: DEBIT_MINOR });
        });
        debited += 1;
        lastDebitAt = performance.now();
      } catch (error) {
        if (!(error instanceof InsufficientFundsError)) throw error;
        refused += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: WORKERS }, worker));
  const elapsed = (performance.now() - began) / 1000;
  // While funds lasted: after that every attempt is a refusal, which is counted apart.
  const funded = (lastDebitAt - began) / 1000;

  const [wallet] = await connection.execute<{ available_minor: string; locked_minor: string }[]>(
    'select available_minor, locked_minor from wallet where business_profile_id = ?',
    [profileId],
  );
  const [ledger] = await connection.execute<{ locks: string }[]>(
    `select count(*) as locks from wallet_transaction where kind = 'lock'`,
  );
  const available = Number(wallet?.available_minor);
  const locked = Number(wallet?.locked_minor);
  const consistent =
    available >= 0 &&
    available + locked === DEBIT_MINOR * FUNDED_DEBITS &&
    locked === DEBIT_MINOR * debited &&
    Number(ledger?.locks) === debited &&
    debited <= FUNDED_DEBITS;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.floor(q * (latencies.length - 1))] ?? 0) * 10) / 10;
  const figures = {
    workers: WORKERS,
    pool: POOL,
    seconds: Math.round(elapsed * 10) / 10,
    debitsPerSecond: Math.round(debited / funded),
    attemptsPerSecond: Math.round((debited + refused) / elapsed),
    debited,
    refused,
    fundedDebits: FUNDED_DEBITS,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    availableMinor: available,
    lockedMinor: locked,
    consistent,
  };
  console.log(
    `${String(figures.debitsPerSecond)} debits/s (${String(debited)} of ${String(FUNDED_DEBITS)} funded, ${String(refused)} refused), p99 ${String(figures.p99Ms)} ms; ${consistent ? 'no overdraft, ledger and balances agree' : 'INCONSISTENT'}`,
  );
  console.log(JSON.stringify(figures));
  if (!consistent) process.exitCode = 1;
} finally {
  await orm.close();
  await database.drop();
}
