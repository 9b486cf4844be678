import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiEndpoint } from '../../server/openapi/api-catalogue.ts';
import { everyEndpoint, UPLOAD_ENDPOINTS, type EveryEndpoint } from '../support/every-endpoint.ts';
import { changedTables, storedDigest } from '../support/stored-data.ts';
import { sharedTestServer, type SharedTestServer } from '../support/shared-server.ts';
import { greyPng, jpeg, png } from './modules/media/test-images.ts';

/**
 * Hostile files on every image upload of the catalogue: a decompression bomb, a cut-off image, a
 * file whose name and type lie, one over the size limit, random bytes behind an image's magic
 * number. Each is a 4xx with §8's 102 and leaves every stored row as it was.
 */
let server: SharedTestServer;
let api: EveryEndpoint;

beforeAll(async () => {
  server = await sharedTestServer();
  api = await everyEndpoint(server);
}, 60_000);

// Every upload the catalogue describes as multipart/form-data takes an image.
const IMAGE_UPLOADS = UPLOAD_ENDPOINTS;
// The store logo comes in the field its spec names; the others in `file`.
const FILE_FIELD: Readonly<Record<string, string>> = { uploadStoreLogo: 'logoFile' };

interface HostileFile {
  readonly bytes: Buffer;
  readonly name: string;
  readonly type: string;
}

async function upload(endpoint: ApiEndpoint, file: HostileFile) {
  const form = new FormData();
  form.set(
    FILE_FIELD[endpoint.operationId] ?? 'file',
    new Blob([new Uint8Array(file.bytes)], { type: file.type }),
    file.name,
  );
  const response = await fetch(server.baseUrl + api.pathOf(endpoint), {
    method: 'POST',
    body: form,
    headers: api.user.auth,
  });
  return { status: response.status, body: (await response.json()) as { errorCode?: number; message?: string } };
}

const FIVE_MB = 5 * 1024 * 1024;
const HOSTILE_FILES: readonly [string, HostileFile, number, RegExp][] = [
  [
    'a PNG bomb declaring 50,000x50,000 px',
    { bytes: greyPng(50_000, 50_000, Buffer.alloc(64 * 1024)), name: 'logo.png', type: 'image/png' },
    400,
    /at most 8000x8000 px; this one is 50000x50000 px/,
  ],
  [
    'a truncated PNG',
    { bytes: png(300, 300).subarray(0, -40), name: 'logo.png', type: 'image/png' },
    400,
    /damaged or incomplete/,
  ],
  [
    'a truncated JPEG',
    { bytes: jpeg(300, 300).subarray(0, 200), name: 'logo.jpg', type: 'image/jpeg' },
    400,
    /damaged or incomplete/,
  ],
  [
    'an HTML page named logo.png, sent as image/png',
    { bytes: Buffer.from('<html><script>window.__pwned=1</script></html>'), name: 'logo.png', type: 'image/png' },
    400,
    /must be/,
  ],
  [
    'an SVG with a script, named logo.jpg',
    {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      name: 'logo.jpg',
      type: 'image/jpeg',
    },
    400,
    /must be/,
  ],
  [
    'a PNG over 5 MB',
    { bytes: Buffer.concat([png(200, 200), Buffer.alloc(FIVE_MB)]), name: 'huge.png', type: 'image/png' },
    413,
    /5 MB/,
  ],
];

describe('hostile files on every image upload', () => {
  it('covers the image uploads', () => {
    expect(IMAGE_UPLOADS.map((endpoint) => endpoint.operationId).sort()).toEqual([
      'uploadAsset',
      'uploadMedia',
      'uploadStoreLogo',
    ]);
  });

  it.each(
    IMAGE_UPLOADS.flatMap((endpoint) =>
      HOSTILE_FILES.map(
        ([label, file, status, message]) => [endpoint.operationId, label, endpoint, file, status, message] as const,
      ),
    ),
  )('%s with %s: refused with 102, nothing stored', async (_operation, _label, endpoint, file, status, message) => {
    const before = await storedDigest(server);
    const response = await upload(endpoint, file);
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.body.errorCode).toBe(102);
    expect(response.body.message).toMatch(message);
    expect(changedTables(before, await storedDigest(server))).toEqual([]);
  });

  it.each(IMAGE_UPLOADS.map((endpoint) => [endpoint.operationId, endpoint] as const))(
    '%s: random bytes behind a PNG or JPEG signature are refused with 102',
    async (_operation, endpoint) => {
      const before = await storedDigest(server);
      const magic = fc.constantFrom(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from([0xff, 0xd8, 0xff]),
      );
      await fc.assert(
        fc.asyncProperty(magic, fc.uint8Array({ maxLength: 4096 }), async (signature, rest) => {
          const response = await upload(endpoint, {
            bytes: Buffer.concat([signature, rest]),
            name: 'photo.png',
            type: 'image/png',
          });
          expect(response.status).toBe(400);
          expect(response.body.errorCode).toBe(102);
        }),
        { numRuns: 10 },
      );
      expect(changedTables(before, await storedDigest(server))).toEqual([]);
    },
  );
});
