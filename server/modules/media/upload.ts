import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError, InvalidRequestError } from '../../errors.ts';

/** One uploaded file as multipart/form-data carried it, with the form's text fields. */
export interface Upload {
  readonly bytes: Buffer;
  readonly fileName: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const FILE_FIELD = 'file';
// Longer names do not fit the media_file column; nobody needs them.
const MAX_FILE_NAME = 255;

// Memory storage: the bytes go to PostgreSQL, never to the server's disk. The limits keep one
// request from holding more than one file of MAX_UPLOAD_BYTES and a few short fields.
const parseMultipart = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  // Browsers send file names as UTF-8.
  defParamCharset: 'utf8',
}).single(FILE_FIELD);

/** Reads the upload of a multipart request; a request multer refuses is a 4xx, never a 500. */
export async function readUpload(req: Request, res: Response): Promise<Upload> {
  await new Promise<void>((resolve, reject) => {
    parseMultipart(req, res, (error: unknown) => {
      if (error === undefined || error === null) resolve();
      else reject(uploadError(error));
    });
  });
  const file = req.file;
  if (file === undefined) {
    throw new InvalidRequestError(`Send the image as multipart/form-data in a field named "${FILE_FIELD}".`, [
      { path: `/${FILE_FIELD}`, message: 'Please provide a value' },
    ]);
  }
  return {
    bytes: file.buffer,
    fileName: fileNameOf(file.originalname),
    fields: (req.body as Record<string, unknown> | undefined) ?? {},
  };
}

function fileNameOf(original: string): string {
  // Only the name: a client-supplied path means nothing here.
  const name = original.replace(/^.*[\\/]/, '').trim();
  return (name === '' ? 'upload' : name).slice(0, MAX_FILE_NAME);
}

function uploadError(error: unknown): AppError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') {
      return new AppError(413, 102, `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
    }
    if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') {
      return new InvalidRequestError(`Send exactly one file, in the field named "${FILE_FIELD}".`);
    }
    return new InvalidRequestError(`The form cannot be read: ${error.message}.`);
  }
  // busboy's own complaints (a cut-off body, a missing boundary) name no internals.
  return new InvalidRequestError('The form cannot be read: it is not well-formed multipart/form-data.');
}
