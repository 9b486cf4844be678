/**
 * A round-robin HTTP proxy on loopback in front of several app processes, as a load balancer
 * would stand in front of them: the benchmarks' scale-out runs (bench:http, bench:load) use it.
 * It runs in a process of its own (this file with `<port> <maxSockets> <upstream ports...>`), so
 * that it never competes with the load generator for the benchmark's one thread.
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort, startNode, waitUntilUp } from './child-processes.ts';

const HOST = '127.0.0.1';
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

export interface RunningProxy {
  readonly child: ChildProcess;
  readonly port: number;
}

/**
 * Starts the proxy over the app processes on `upstreams` (loopback ports), at most `maxSockets`
 * kept-alive connections to each, and waits until it answers.
 */
export async function startProxy(upstreams: readonly number[], maxSockets: number): Promise<RunningProxy> {
  const port = await freePort();
  const args = [fileURLToPath(import.meta.url), String(port), String(maxSockets), ...upstreams.map(String)];
  const child = startNode(args, {});
  await waitUntilUp(`http://${HOST}:${port}/api/health`, child);
  return { child, port };
}

function runProxy(port: number, maxSockets: number, upstreams: readonly number[]): void {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  let next = 0;
  const server = http.createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length] ?? 0;
    // Bodies are small forms: held whole, a request can be sent again (below).
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      forward(agent, upstream, req, Buffer.concat(chunks), res, true);
    });
  });
  server.listen(port, HOST);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
}

function forward(
  agent: http.Agent,
  upstream: number,
  req: http.IncomingMessage,
  body: Buffer,
  res: http.ServerResponse,
  mayRetry: boolean,
): void {
  const headers = endToEnd(req.headers);
  const out = http.request(
    { host: HOST, port: upstream, method: req.method, path: req.url, headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(res);
    },
  );
  out.on('error', (error: NodeJS.ErrnoException) => {
    // A kept-alive connection the app closed as it was reused (its idle timer fired first): the
    // app never read the request, so sending it once more on a new connection is safe, as Node's
    // `request.reusedSocket` documentation advises. Anything else is a 502, as a load balancer says.
    if (mayRetry && out.reusedSocket && error.code === 'ECONNRESET' && !res.headersSent) {
      forward(agent, upstream, req, body, res, false);
      return;
    }
    process.stderr.write(
      `proxy: ${req.method ?? ''} ${req.url ?? ''} to port ${upstream}: ${error.code ?? error.message}\n`,
    );
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  out.end(body);
}

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, maxSockets, ...upstreams] = process.argv.slice(2).map(Number);
  runProxy(port ?? 0, maxSockets ?? 1, upstreams);
}
