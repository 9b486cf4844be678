import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError, InvalidRequestError } from '../../errors.ts';
import { jsonRefusal } from '../../json-limits.ts';

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

/** What one kind of upload may carry. */
export interface UploadLimits {
  readonly maxBytes: number;
  /** What the file is, for the messages ("the image"). */
  readonly what: string;
  /** The largest text field (a JSON text among the fields, say). */
  readonly fieldBytes?: number;
  /** The form field the file comes in (`file` unless the spec names another). */
  readonly fileField?: string;
}

/**
 * A reader of multipart uploads of one kind. Memory storage: the bytes go to PostgreSQL, never
 * to the server's disk. The limits keep one request from holding more than one file of
 * `maxBytes` and a few short fields.
 */
export function uploadReader({ maxBytes, what, fieldBytes = 1024, fileField = FILE_FIELD }: UploadLimits) {
  const parseMultipart = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: fieldBytes, parts: 6 },
    // Browsers send file names as UTF-8.
    defParamCharset: 'utf8',
  }).single(fileField);

  /** Reads the upload of a multipart request; a request multer refuses is a 4xx, never a 500. */
  return async (req: Request, res: Response): Promise<Upload> => {
    await new Promise<void>((resolve, reject) => {
      parseMultipart(req, res, (error: unknown) => {
        if (error === undefined || error === null) resolve();
        else reject(uploadError(error, maxBytes, fileField));
      });
    });
    const file = req.file;
    if (file === undefined) {
      throw new InvalidRequestError(`Send ${what} as multipart/form-data in a field named "${fileField}".`, [
        { path: `/${fileField}`, message: 'Please provide a value' },
      ]);
    }
    const fields = (req.body as Record<string, unknown> | undefined) ?? {};
    // The form's text goes to PostgreSQL as the JSON body's does: checked as it is (json-limits.ts).
    const unstorable = jsonRefusal({ ...fields, [fileField]: file.originalname });
    if (unstorable !== null) throw unstorable;
    return { bytes: file.buffer, fileName: fileNameOf(file.originalname), fields };
  };
}

/** Reads an image upload (OL §5), at most MAX_UPLOAD_BYTES. */
export const readUpload = uploadReader({ maxBytes: MAX_UPLOAD_BYTES, what: 'the image' });

function fileNameOf(original: string): string {
  // Only the name: a client-supplied path means nothing here.
  const name = original.replace(/^.*[\\/]/, '').trim();
  return (name === '' ? 'upload' : name).slice(0, MAX_FILE_NAME);
}

function uploadError(error: unknown, maxBytes: number, fileField: string): AppError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') {
      return new AppError(413, 102, `The file is larger than ${maxBytes / 1024 / 1024} MB.`);
    }
    if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') {
      return new InvalidRequestError(`Send exactly one file, in the field named "${fileField}".`);
    }
    return new InvalidRequestError(`The form cannot be read: ${error.message}.`);
  }
  // busboy's own complaints (a cut-off body, a missing boundary) name no internals.
  return new InvalidRequestError('The form cannot be read: it is not well-formed multipart/form-data.');
}
