import type { TestApp } from './test-server.ts';

/** Table name → a digest of its rows, for every table of the app's schema. */
export type StoredDigest = Readonly<Record<string, string>>;

/**
 * A digest of every row the app stores, one per table, in one query: a refused request must leave
 * each the same. `ignored` names tables a refusal may rightly write (a counter of failed
 * attempts, say), each with its reason at the caller.
 */
export async function storedDigest(server: TestApp, ignored: readonly string[] = []): Promise<StoredDigest> {
  const connection = server.orm.em.getConnection();
  const tables = (
    await connection.execute<{ name: string }[]>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map(({ name }) => name)
    .filter((name) => !ignored.includes(name));
  // The names come from PostgreSQL's own catalogue, never from a request.
  const digests = tables.map(
    (name) =>
      `select '${name}' as name, md5(coalesce(string_agg(row_text, '|' order by row_text), '')) as digest
         from (select t::text as row_text from "${name}" t) rows`,
  );
  const rows = await connection.execute<{ name: string; digest: string }[]>(digests.join(' union all '));
  return Object.fromEntries(rows.map(({ name, digest }) => [name, digest]));
}

/** The tables whose digests differ. */
export function changedTables(before: StoredDigest, after: StoredDigest): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name]);
}
