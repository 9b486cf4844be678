import { beforeAll, describe, expect, it } from 'vitest';
import { project } from '../../../support/project.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';
import { startTestServer } from '../../../support/test-server.ts';
import { GIF, jpeg, png, uploadMedia } from './test-images.ts';

let server: SharedTestServer;
let sessionId: string;
beforeAll(async () => {
  server = await sharedTestServer();
  sessionId = (await server.request('POST', '/api/flows/onboarding/sessions', { region: 'GB' })).body.sessionId;
});

const UNREADABLE = 'The image cannot be read: the file is damaged or incomplete.';

function damaged(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[at] = (copy[at] ?? 0) ^ 0xff;
  return copy;
}

const upload = (file: { bytes: Buffer; name: string; type?: string }, fields: Record<string, string> = {}) =>
  uploadMedia(server.baseUrl, sessionId, file, fields);

describe('POST /api/sessions/{sessionId}/media (OL §5: png or jpeg, at least 150x150 px)', () => {
  it.each([
    ['a PNG', { bytes: png(320, 200), name: 'logo.png' }, 'image/png', 320, 200],
    ['a JPEG', { bytes: jpeg(203, 161), name: 'shop.jpg' }, 'image/jpeg', 203, 161],
    ['exactly 150x150', { bytes: png(150, 150), name: 'edge.png' }, 'image/png', 150, 150],
  ])('accepts %s with its real type and size', async (_case, file, mimeType, width, height) => {
    const response = await upload(file, { kind: 'logo' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      url: expect.stringMatching(new RegExp(`^${server.baseUrl}/api/media/[0-9a-f-]{36}$`)) as string,
      fileName: file.name,
      mimeType,
      width,
      height,
      source: 5,
    });
    expect(project.validate('entities/media-file.schema.json#/$defs/logo', response.body)).toMatchObject({
      valid: true,
    });
  });

  it('the type comes from the bytes, not from what the client says', async () => {
    const response = await upload({ bytes: png(200, 200), name: 'photo.jpg', type: 'image/jpeg' });
    expect(response.body.mimeType).toBe('image/png');
  });

  it('keeps the source and kind it is given', async () => {
    const response = await upload({ bytes: png(200, 200), name: 'site.png' }, { source: '2', kind: 'leadImage' });
    expect(response.status).toBe(201);
    expect(response.body.source).toBe(2);
    expect(project.validate('entities/media-file.schema.json#/$defs/leadImage', response.body).valid).toBe(true);
  });

  it.each([
    ['149x200', png(149, 200), 'The image must be at least 150x150 px; this one is 149x200 px.'],
    ['200x149', jpeg(200, 149), 'The image must be at least 150x150 px; this one is 200x149 px.'],
    ['a GIF', GIF, 'The file must be a PNG or JPEG image.'],
    ['a text file', Buffer.from('not an image at all'), 'The file must be a PNG or JPEG image.'],
    ['an empty file', Buffer.alloc(0), 'The file must be a PNG or JPEG image.'],
    ['a PNG cut short', png(200, 200).subarray(0, 20), UNREADABLE],
    ['a PNG without its end', png(200, 200).subarray(0, -12), UNREADABLE],
    ['a PNG with a damaged chunk', damaged(png(200, 200), 40), UNREADABLE],
    ['a JPEG cut short', jpeg(200, 200).subarray(0, -10), UNREADABLE],
    ['a PNG larger than 8000 px', png(8001, 1), 'The image must be at most 8000x8000 px; this one is 8001x1 px.'],
  ])('refuses %s with 102 and says why', async (_case, bytes, message) => {
    const response = await upload({ bytes, name: 'upload.bin', type: 'image/png' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errorCode: 102, message, fields: [{ path: '/file', message }] });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([png(200, 200), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload({ bytes: big, name: 'huge.png' });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ errorCode: 102, message: 'The file is larger than 5 MB.' });
  });

  it.each([
    ['an unknown source', { source: '9' }],
    ['a source that is not a number', { source: 'camera' }],
    ['an unknown kind', { kind: 'video' }],
    ['a field the form does not have', { owner: 'me' }],
  ])('refuses %s with 102', async (_case, fields) => {
    const response = await upload({ bytes: png(200, 200), name: 'logo.png' }, fields);
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe(102);
  });

  it('refuses a request without a file, or with JSON instead of a form', async () => {
    const form = new FormData();
    form.set('kind', 'logo');
    const empty = await fetch(`${server.baseUrl}/api/sessions/${sessionId}/media`, { method: 'POST', body: form });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ errorCode: 102, fields: [{ path: '/file' }] });
    const json = await server.request('POST', `/api/sessions/${sessionId}/media`, { file: 'logo.png' });
    expect(json.status).toBe(400);
    expect(json.body.errorCode).toBe(102);
  });

  it('refuses two files, or a file under another field name', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png(200, 200))]), 'a.png');
    form.append('file', new Blob([new Uint8Array(png(200, 200))]), 'b.png');
    const two = await fetch(`${server.baseUrl}/api/sessions/${sessionId}/media`, { method: 'POST', body: form });
    expect(two.status).toBe(400);
    const other = new FormData();
    other.set('logo', new Blob([new Uint8Array(png(200, 200))]), 'a.png');
    const elsewhere = await fetch(`${server.baseUrl}/api/sessions/${sessionId}/media`, { method: 'POST', body: other });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toMatchObject({ errorCode: 102 });
  });

  it('refuses a form that is cut off with 102', async () => {
    const response = await fetch(`${server.baseUrl}/api/sessions/${sessionId}/media`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: 102 });
  });

  it.each([
    ['an unknown session', '6f1c2b1e-0000-4000-8000-000000000000'],
    ['a session id that is not one', 'nope'],
  ])('answers 104 for %s', async (_case, id) => {
    const response = await uploadMedia(server.baseUrl, id, { bytes: png(200, 200), name: 'logo.png' });
    expect(response.status).toBe(404);
    expect(response.body.errorCode).toBe(104);
  });
});

describe('GET /api/media/{id}', () => {
  it.each([
    ['PNG', png(180, 190), 'image/png'],
    ['JPEG', jpeg(160, 170), 'image/jpeg'],
  ])('serves the %s bytes back with their type, cacheable for ever', async (_case, bytes, type) => {
    const { body } = await upload({ bytes, name: 'logo' });
    const response = await fetch(body.url as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each([
    ['an unknown id', '6f1c2b1e-0000-4000-8000-000000000000'],
    ['an id that is not one', 'logo.png'],
  ])('answers 104 for %s', async (_case, id) => {
    const response = await server.request('GET', `/api/media/${id}`);
    expect(response.status).toBe(404);
    expect(response.body.errorCode).toBe(104);
  });
});

describe('PUBLIC_URL', () => {
  it('makes the url absolute on the public address', async () => {
    // The configuration is read once at start (server/config.ts): a second server on the same
    // database, configured with the public address.
    const configured = await startTestServer(server.clientUrl, { publicUrl: 'https://ads.example.com' });
    try {
      const { body } = await uploadMedia(configured.baseUrl, sessionId, { bytes: png(200, 200), name: 'logo.png' });
      expect(body.url).toMatch(/^https:\/\/ads\.example\.com\/api\/media\/[0-9a-f-]{36}$/);
    } finally {
      await configured.close();
    }
  });
});
