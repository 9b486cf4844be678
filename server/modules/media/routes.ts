import type { MediaUploadFields } from '../../../schemas/generated/api/media-upload.ts';
import { validInput } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { findSessionRecord } from '../flow-sessions/service.ts';
import { publicOrigin } from '../shared/public-origin.ts';
import { checkImage } from './image-check.ts';
import { CUSTOM_UPLOAD, mediaPath, readMediaBytes, saveMedia } from './media-store.ts';
import { mediaFileView } from './media-view.ts';
import { readUpload } from './upload.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** Image uploads of OL §5 (logo, ad and lead images), kept in PostgreSQL and served back. */
export function mediaRoutes(api: ApiRouter, { orm, project }: Services): void {
  api.on('uploadMedia', async (req, res) => {
    const upload = await readUpload(req, res);
    const fields = validInput(project, 'api/media-upload.schema.json', formFields(upload.fields));
    const { source = CUSTOM_UPLOAD, kind = 'image' } = fields as MediaUploadFields;
    const session = await findSessionRecord(orm.em, req.params.sessionId);
    const image = await checkImage(upload.bytes);
    const file = await saveMedia(orm.em, {
      owner: { sessionId: session.id },
      kind,
      source,
      fileName: upload.fileName,
      ...image,
      bytes: upload.bytes,
    });
    res
      .status(201)
      .location(mediaPath(file.id))
      .json(mediaFileView(publicOrigin(req), file));
  });

  api.on('getMedia', async (req, res) => {
    const { mimeType, bytes } = await readMediaBytes(orm.em, req.params.mediaId);
    // A file never changes under its id; nosniff keeps browsers to the type we checked on upload.
    res
      .set({ 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' })
      .type(mimeType)
      .send(bytes);
  });
}

// Form fields are text: a number sent as text is the number the schema asks for.
function formFields(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value,
    ]),
  );
}
