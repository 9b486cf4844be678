import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { unstorableTextIn, type RawHeader } from './request-text.ts';

/** What Node's HTTP parser hands the server when it cannot read a request. */
type ClientError = Error & { readonly code?: string; readonly rawPacket?: Buffer };

// Node's own answers to a request that is too large or too slow, not badly written: kept as Node
// gives them (decision 321).
const NODE_ANSWERS: Readonly<Record<string, string>> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * Node's parser refuses a NUL in a header and a NUL or raw non-ASCII byte in the address before
 * the app sees the request, with a bare 400. This answers those as the app answers bad input
 * (400, §8 102, naming the header or parameter when the bytes show which), for `server.listen`.
 */
export function answerUnreadableRequests(server: Server): void {
  server.on('clientError', (error: ClientError, socket: Duplex) => {
    // Node's own test: never write into the middle of a response already under way.
    const inFlight = (socket as { _httpMessage?: { headersSent: boolean } | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent === true) {
      socket.destroy();
      return;
    }
    socket.end(answerTo(error), () => socket.destroy());
  });
}

function answerTo(error: ClientError): string {
  const nodeAnswer = NODE_ANSWERS[error.code ?? ''];
  if (nodeAnswer !== undefined) return `HTTP/1.1 ${nodeAnswer}\r\nConnection: close\r\n\r\n`;
  const where = error.rawPacket === undefined ? null : unstorableTextInHead(error.rawPacket);
  const body = JSON.stringify({ errorCode: 102, message: where ?? 'The request cannot be read' });
  return [
    'HTTP/1.1 400 Bad Request',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${String(Buffer.byteLength(body))}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** The request line's target and the header lines of the head the parser stopped in. */
function unstorableTextInHead(packet: Buffer): string | null {
  const [head = ''] = packet.toString('latin1').split('\r\n\r\n');
  const [requestLine = '', ...lines] = head.split('\r\n');
  const headers = lines.map((line): RawHeader => {
    const colon = line.indexOf(':');
    return colon === -1 ? [line, ''] : [line.slice(0, colon), line.slice(colon + 1)];
  });
  return unstorableTextIn(requestLine.split(' ')[1] ?? '', headers);
}
