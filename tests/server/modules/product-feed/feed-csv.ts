import type { TestApp } from '../../../support/test-server.ts';

export const FEED_HEADER = 'product_id,sku,title,image link,price,sale_price,availability,brand,gtin,mpn,color';

/** A good row of the AP §3 feed columns (and one other column, color). */
export const goodRow = (index: number) =>
  `P${String(index)},SKU-${String(index)},Linen shirt ${String(index)},https://shop.example.com/img/${String(index)}.jpg,29.99 GBP,19.99 GBP,in stock,Northwind,,MPN${String(index)},blue`;

/** A feed of `rows` good rows, with the rows of `bad` (line number -> row text) in their place. */
export function feedCsv(rows: number, bad: Readonly<Record<number, string>> = {}): string {
  const lines = [FEED_HEADER];
  for (let line = 2; line <= rows + 1; line += 1) lines.push(bad[line] ?? goodRow(line));
  return `${lines.join('\n')}\n`;
}

/** POST .../productFeeds/{feedId}/process with the CSV as a multipart upload, as a browser sends it. */
export async function uploadFeed(
  server: TestApp,
  path: string,
  auth: Record<string, string>,
  csv: string | Buffer,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'feed.csv');
  const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', body: form, headers: auth });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as Record<string, any>) }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read whatever came back
}

export const FEED_TIMEOUT = 60_000;

/** The feed once its latest run is no longer in progress (AP §4: in progress, then done). */
export async function finishedFeed(server: TestApp, feedPath: string, auth: Record<string, string>) {
  const deadline = Date.now() + FEED_TIMEOUT;
  for (;;) {
    const { body } = await server.request('GET', feedPath, undefined, auth);
    if (body.latestRun?.status !== 'inProgress') return body;
    if (Date.now() > deadline) throw new Error(`feed still in progress: ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
