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
    const upstream = upstreams[next++ % upstreams.length];
    const forward = http.request(
      { host: HOST, port: upstream, method: req.method, path: req.url, headers: endToEnd(req.headers), agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    // An upstream that cannot be reached (or dies mid-answer) is a 502, as a load balancer says.
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  server.listen(port, HOST);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
}

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, maxSockets, ...upstreams] = process.argv.slice(2).map(Number);
  runProxy(port ?? 0, maxSockets ?? 1, upstreams);
}
