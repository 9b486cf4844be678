import { beforeAll, describe, expect, it } from 'vitest';
import { BusinessProfile } from '../../../../server/modules/accounts/entities.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { firstProfileId } from '../../../support/lead-campaign.ts';
import { postFile } from '../../../support/post-file.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';
import { GIF, jpeg, png } from '../media/test-images.ts';

let server: SharedTestServer;
let owner: SignedInUser;
let stranger: SignedInUser;
let profileId: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
// The first bytes of an MP4 (an ftyp box) and of a WebM (the EBML header): what the checks read.
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42\0\0\0\0mp42isom'), Buffer.alloc(64)]);
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64, 1)]);

async function setCategory(id: number, category: number): Promise<void> {
  await server.orm.em.fork().nativeUpdate(BusinessProfile, { id }, { category });
}

const base = (id = profileId) => `/api/businessProfiles/${String(id)}/assets`;

const upload = (bytes: Buffer, name: string, user: SignedInUser = owner, id = profileId) =>
  postFile(server, base(id), { field: 'file', bytes, name }, user.auth);

const list = (query = '', user: SignedInUser = owner) =>
  server.request('GET', `${base()}${query}`, undefined, user.auth);

beforeAll(async () => {
  server = await sharedTestServer();
  owner = await signedInUser(server);
  stranger = await signedInUser(server);
  profileId = await firstProfileId(server, owner);
  await setCategory(profileId, 2);
});

describe('the asset library (AP §1 asset linking, §5 document upload)', () => {
  it('starts empty', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toEqual({ items: [], total: 0, page: 1, pageSize: 24 });
  });

  it('takes an image, a video and a document, each known by its bytes, and serves them back', async () => {
    const image = await upload(png(300, 200), 'shop front.png');
    expect(image.status).toBe(201);
    expect(image.body).toMatchObject({ kind: 'image', mimeType: 'image/png', width: 300, height: 200 });
    expect(image.body.fileName).toBe('shop front.png');
    const served = await fetch(image.body.url as string);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png(300, 200))).toBe(true);

    // A JPEG named .png is still a JPEG: the name means nothing.
    expect((await upload(jpeg(200, 200), 'photo.png')).body.mimeType).toBe('image/jpeg');
    expect((await upload(MP4, 'clip.mp4')).body).toMatchObject({ kind: 'video', mimeType: 'video/mp4', width: null });
    expect((await upload(WEBM, 'clip.webm')).body).toMatchObject({ kind: 'video', mimeType: 'video/webm' });
    const pdf = await upload(PDF, 'menu.pdf');
    expect(pdf.body).toMatchObject({ kind: 'document', mimeType: 'application/pdf', sizeBytes: PDF.length });
    const download = await fetch(pdf.body.url as string);
    expect(download.headers.get('content-disposition')).toContain('attachment');
  });

  it('lists newest first, narrowed by kind, a page at a time', async () => {
    const all = await list();
    expect(all.body.total).toBe(5);
    expect(all.body.items.map((item: { fileName: string }) => item.fileName)).toEqual([
      'menu.pdf',
      'clip.webm',
      'clip.mp4',
      'photo.png',
      'shop front.png',
    ]);
    const videos = await list('?kind=video');
    expect(videos.body.total).toBe(2);
    expect(videos.body.items.every((item: { kind: string }) => item.kind === 'video')).toBe(true);
    expect((await list('?kind=document')).body.total).toBe(1);
    const first = await list('?pageSize=2');
    const second = await list('?pageSize=2&page=2');
    const third = await list('?pageSize=2&page=3');
    const pages = [first, second, third].flatMap((page) => page.body.items.map((item: { id: string }) => item.id));
    expect(pages).toEqual(all.body.items.map((item: { id: string }) => item.id));
    expect((await list('?page=9')).body.items).toEqual([]);
  });

  it('refuses what is not an image, a video or a document, and images the checks refuse (400)', async () => {
    const gif = await upload(GIF, 'anim.gif');
    expect(gif.status).toBe(400);
    expect(gif.body.errorCode).toBe(102);
    expect(gif.body.fields[0].path).toBe('/file');
    const small = await upload(png(100, 100), 'tiny.png');
    expect(small.status).toBe(400);
    expect(small.body.message).toContain('at least 150x150');
    expect((await upload(Buffer.from('hello'), 'notes.txt')).status).toBe(400);
    const bigImage = await upload(Buffer.concat([png(200, 200), Buffer.alloc(6 * 1024 * 1024)]), 'big.png');
    expect(bigImage.status).toBe(413);
    expect((await list()).body.total).toBe(5);
  });

  it('answers bad queries and a missing file with 400, never 500', async () => {
    for (const query of ['?kind=audio', '?page=0', '?pageSize=500', '?colour=red']) {
      const response = await list(query);
      expect(response.status, query).toBe(400);
      expect(response.body.errorCode).toBe(102);
    }
    const empty = await server.request('POST', base(), { file: 'x' }, owner.auth);
    expect(empty.status).toBe(400);
  });

  it('deletes a file of the profile; then it is gone, and a second delete is 404', async () => {
    const { body } = await list('?kind=document');
    const id = body.items[0].id as string;
    const removed = await server.request('DELETE', `${base()}/${id}`, undefined, owner.auth);
    expect(removed.status).toBe(204);
    expect((await list('?kind=document')).body.total).toBe(0);
    expect((await fetch(`${server.baseUrl}/api/assets/${id}/file`)).status).toBe(404);
    const again = await server.request('DELETE', `${base()}/${id}`, undefined, owner.auth);
    expect(again.status).toBe(404);
    expect(again.body.errorCode).toBe(104);
    expect((await server.request('DELETE', `${base()}/not-a-uuid`, undefined, owner.auth)).status).toBe(404);
  });

  it("refuses another user's profile (403, 113) and no sign-in (401)", async () => {
    const listed = await list('', stranger);
    expect(listed.status).toBe(403);
    expect(listed.body.errorCode).toBe(113);
    const uploaded = await upload(png(200, 200), 'x.png', stranger);
    expect(uploaded.status).toBe(403);
    expect(uploaded.body.errorCode).toBe(113);
    const { body } = await list();
    const removed = await server.request('DELETE', `${base()}/${body.items[0].id as string}`, undefined, stranger.auth);
    expect(removed.status).toBe(403);
    expect((await list()).body.total).toBe(4);
    expect((await server.request('GET', base())).status).toBe(401);
  });

  it('is refused to franchise (3) and brand portal (5) profiles, with a clear message', async () => {
    const other = await signedInUser(server);
    const otherProfile = await firstProfileId(server, other);
    for (const category of [3, 5]) {
      await setCategory(otherProfile, category);
      const listed = await server.request('GET', base(otherProfile), undefined, other.auth);
      expect(listed.status).toBe(403);
      expect(listed.body.message).toContain(
        'Asset linking is available only to local business, e-commerce and builder',
      );
      expect((await upload(png(200, 200), 'x.png', other, otherProfile)).status).toBe(403);
    }
    for (const category of [1, 4, 6]) {
      await setCategory(otherProfile, category);
      expect((await server.request('GET', base(otherProfile), undefined, other.auth)).status).toBe(200);
    }
  });
});
