/**
 * The floor of `npm run bench:http`: Express + node-postgres doing one single-row upsert per
 * request, into a table of its own. Whatever adflow does on top (reading the session, the
 * engine, validation, optimistic locking) is measured against this. Loopback only.
 *
 * PORT and DATABASE_URL as for server/main.ts; PUT /bare/:id stores the JSON body under that id.
 */
import express from 'express';
import pg from 'pg';

// The same pool size and body limit as server/main.ts and server/app.ts.
const POOL_SIZE = 10;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
await pool.query(
  'create table if not exists bare_step (id integer primary key, data jsonb not null, version integer not null)',
);

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '100kb', strict: false }));
app.get('/health', (_req, res) => {
  res.json({ status: 'ok' });
});
app.put('/bare/:id', async (req, res) => {
  const { rows } = await pool.query<{ version: number }>(
    `insert into bare_step (id, data, version) values ($1, $2, 1)
     on conflict (id) do update set data = excluded.data, version = bare_step.version + 1
     returning version`,
    [Number(req.params.id), JSON.stringify(req.body)],
  );
  res.json({ version: rows[0]?.version });
});

const server = app.listen(Number(process.env.PORT ?? 3001), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void pool.end().finally(() => process.exit(0));
  });
}
