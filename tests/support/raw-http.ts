import { connect } from 'node:net';
import type { TestResponse } from './test-server.ts';

/**
 * Sends a request as exactly these bytes, for what fetch refuses to send (a NUL in a header, raw
 * bytes in the address), and reads the answer until the server closes the connection.
 */
export async function rawRequest(baseUrl: string, bytes: Buffer): Promise<Pick<TestResponse, 'status' | 'body'>> {
  const { hostname, port } = new URL(baseUrl);
  const answer = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      resolve(Buffer.concat(chunks).toString());
    });
  });
  const [head = '', ...rest] = answer.split('\r\n\r\n');
  const text = rest.join('\r\n\r\n');
  let body: unknown = text === '' ? null : text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text is what the test gets to see.
  }
  return { status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1] ?? NaN), body };
}

/** The bytes of a request without a body: `target` and each header line as given, one byte a character. */
export const rawHead = (method: string, target: string, headerLines: readonly string[] = []): Buffer =>
  Buffer.from(
    [`${method} ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headerLines, '', ''].join('\r\n'),
    'latin1',
  );
