import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/child-processes.ts';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own (initdb into a temp directory, pg_ctl on a free port),
 * which the test may stop and start while a server talks to it: the shared one must never be.
 */
export interface PrivatePostgres {
  readonly clientUrl: string;
  /** `pg_ctl stop -m immediate`: the server dies without a clean shutdown, as in a crash. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data (crash recovery), waiting until it accepts connections. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  remove(): Promise<void>;
}

// initdb and postgres refuse to run as root: as root, they run as the postgres OS user.
const AS_POSTGRES = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
const START_TIMEOUT_SECONDS = 60;

/** Where initdb and pg_ctl are: pg_config's answer, else the Debian layout (postgresql-15). */
export async function postgresBinDir(): Promise<string | undefined> {
  const fromPgConfig = await run('pg_config', ['--bindir']).then(
    ({ stdout }) => stdout.trim(),
    () => '',
  );
  const candidates = [fromPgConfig, '/usr/lib/postgresql/15/bin'];
  return candidates.find((dir) => dir !== '' && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

export async function startPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'adflow-private-pg-'));
  if (AS_POSTGRES.length > 0) await chownToPostgres(dir);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const pgCtl = (...args: string[]) => asPostgres(join(binDir, 'pg_ctl'), ['-D', dataDir, ...args]);
  await asPostgres(join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  // Sockets in its own directory: the machine's socket directory may not be writable by this user.
  const options = `-p ${String(port)} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const start = () =>
    pgCtl('start', '-w', '-t', String(START_TIMEOUT_SECONDS), '-l', join(dir, 'server.log'), '-o', options);
  await start();
  return {
    clientUrl: `postgres://postgres@127.0.0.1:${String(port)}/postgres`,
    kill: async () => {
      await pgCtl('stop', '-m', 'immediate', '-w');
    },
    start: async () => {
      await start();
    },
    remove: async () => {
      await pgCtl('stop', '-m', 'immediate', '-w').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function asPostgres(command: string, args: readonly string[]): Promise<void> {
  const [program = command, ...rest] = [...AS_POSTGRES, command, ...args];
  await run(program, rest, { cwd: tmpdir() });
}

async function chownToPostgres(dir: string): Promise<void> {
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  await chown(dir, Number(stdout.trim()), Number(group.trim()));
}
