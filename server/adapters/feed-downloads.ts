import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { pipeline, Transform, type Readable } from 'node:stream';

/** Why a feed's address gave no feed: the reason is for the store owner (AP §4 processing failed). */
export class FeedDownloadError extends Error {
  override name = 'FeedDownloadError';
  /** The reason's code and parameters, which the screen translates (decision 291). */
  readonly failure: {
    readonly code: string;
    readonly params: Readonly<Record<string, string | number>>;
    readonly text: string;
  };
  constructor(text: string, code: string, params: Readonly<Record<string, string | number>> = {}) {
    super(text);
    this.failure = { code, params, text };
  }
}

/** What is read from another host, named in the reasons given to the owner. */
export type DownloadSubject = 'feed' | 'image';

/**
 * Where files of other hosts are read from: URL feeds (AP §3 product feed url) and the product
 * images a feed links to (decision 457). The real one fetches over HTTP(S); tests point it at a
 * local server of their own.
 */
export interface FeedDownloads {
  /** The body at `url` as a stream that errors (FeedDownloadError) past `maxBytes`. */
  open(url: string, maxBytes: number, subject?: DownloadSubject): Promise<Readable>;
}

export interface HttpFeedDownloadsOptions {
  /**
   * Loopback and private networks: refused in production, where a feed URL naming one would let
   * any signed-in user read the server's own network (a request forgery); allowed for tests.
   */
  readonly allowPrivateNetworks?: boolean;
  readonly timeoutMs?: number;
}

const MAX_REDIRECTS = 3;
const DEFAULT_TIMEOUT_MS = 30_000;

// Addresses no public feed lives at (RFC 1918, loopback, link-local, CGNAT, unique local, ...).
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::ffff:0:0', 96],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

const isPrivate = (address: string): boolean => PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

// Checked where the connection is made, so a name that resolves elsewhere later changes nothing.
const publicOnlyLookup =
  (subject: DownloadSubject): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error !== null) {
        callback(error, '', 0);
        return;
      }
      const refused = addresses.find(({ address }) => isPrivate(address));
      if (refused !== undefined) {
        callback(
          new FeedDownloadError(`The ${subject} address ${hostname} is on a private network.`, 'privateNetwork', {
            host: hostname,
          }),
          '',
          0,
        );
        return;
      }
      if (options.all === true) callback(null, addresses);
      else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
    });
  };

/** Feeds read over HTTP(S), following up to 3 redirects, within a time and size bound. */
export function httpFeedDownloads({
  allowPrivateNetworks = false,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: HttpFeedDownloadsOptions = {}): FeedDownloads {
  const get = (url: URL, redirects: number, subject: DownloadSubject): Promise<IncomingMessage> =>
    new Promise((resolve, reject) => {
      if (
        !allowPrivateNetworks &&
        isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0 &&
        isPrivate(url.hostname.replace(/^\[|\]$/g, ''))
      ) {
        reject(
          new FeedDownloadError(`The ${subject} address ${url.hostname} is on a private network.`, 'privateNetwork', {
            host: url.hostname,
          }),
        );
        return;
      }
      const client = url.protocol === 'https:' ? https : http;
      const request = client.get(
        url,
        { timeout: timeoutMs, ...(allowPrivateNetworks ? {} : { lookup: publicOnlyLookup(subject) }) },
        (response) => {
          const status = response.statusCode ?? 0;
          const location = response.headers.location;
          if (status >= 300 && status < 400 && location !== undefined) {
            response.resume();
            if (redirects >= MAX_REDIRECTS)
              reject(new FeedDownloadError(`The ${subject} address redirects too many times.`, 'tooManyRedirects'));
            else resolve(get(webAddress(subject, location, url), redirects + 1, subject));
            return;
          }
          if (status < 200 || status >= 300) {
            response.resume();
            reject(
              new FeedDownloadError(`The ${subject} address answered HTTP ${String(status)}.`, 'httpStatus', {
                status,
              }),
            );
            return;
          }
          resolve(response);
        },
      );
      request.on('timeout', () => {
        request.destroy(new FeedDownloadError(`The ${subject} address did not answer in time.`, 'noAnswer'));
      });
      request.on('error', (error) => {
        reject(
          error instanceof FeedDownloadError
            ? error
            : new FeedDownloadError(`The ${subject} address cannot be reached (${error.message}).`, 'unreachable', {
                detail: error.message,
              }),
        );
      });
    });

  return {
    async open(url, maxBytes, subject = 'feed') {
      const response = await get(webAddress(subject, url), 0, subject);
      const declared = Number(response.headers['content-length'] ?? NaN);
      if (declared > maxBytes) {
        response.destroy();
        throw new FeedDownloadError(tooLarge(maxBytes, subject), 'tooLarge', { megabytes: maxBytes / 1024 / 1024 });
      }
      // pipeline: a connection that breaks off errors the stream the job reads.
      return pipeline(response, byteLimit(maxBytes, subject), () => undefined);
    },
  };
}

function webAddress(subject: DownloadSubject, raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new FeedDownloadError(`The ${subject} address is not a web address.`, 'notAWebAddress');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FeedDownloadError(`The ${subject} address must start with http:// or https://.`, 'notHttp');
  return url;
}

export const tooLarge = (maxBytes: number, subject: DownloadSubject = 'feed') =>
  `The ${subject} is larger than ${String(maxBytes / 1024 / 1024)} MB.`;

/** Passes bytes through until there are more than `maxBytes`, then errors. */
function byteLimit(maxBytes: number, subject: DownloadSubject): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes)
        done(new FeedDownloadError(tooLarge(maxBytes, subject), 'tooLarge', { megabytes: maxBytes / 1024 / 1024 }));
      else done(null, chunk);
    },
  });
}
