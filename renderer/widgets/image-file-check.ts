import type { RJSFSchema } from '@rjsf/utils';
import { numberOf, propertySchema, stringsOf } from './shared/schema-reading.ts';

/** What a field accepts (§5: png or jpeg, at least 150x150 px), read from its MediaFile schema. */
export interface ImageRules {
  readonly mimeTypes: readonly string[];
  readonly minWidth: number;
  readonly minHeight: number;
}

export type ImageCheck =
  | { readonly ok: true; readonly width: number; readonly height: number }
  | { readonly ok: false; readonly reason: 'type' }
  | { readonly ok: false; readonly reason: 'unreadable' }
  | { readonly ok: false; readonly reason: 'size'; readonly width: number; readonly height: number };

export function imageRules(fileSchema: RJSFSchema): ImageRules {
  return {
    mimeTypes: stringsOf(propertySchema(fileSchema, 'mimeType'), 'enum'),
    minWidth: numberOf(propertySchema(fileSchema, 'width'), 'minimum') ?? 1,
    minHeight: numberOf(propertySchema(fileSchema, 'height'), 'minimum') ?? 1,
  };
}

/**
 * The browser's own check before anything is sent: the file's type, then its pixels, decoded for
 * real (a renamed or broken file fails here, not on the server).
 */
export async function checkImageFile(file: File, rules: ImageRules): Promise<ImageCheck> {
  if (rules.mimeTypes.length > 0 && !rules.mimeTypes.includes(file.type)) return { ok: false, reason: 'type' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const { width, height } = bitmap;
  bitmap.close();
  if (width < rules.minWidth || height < rules.minHeight) return { ok: false, reason: 'size', width, height };
  return { ok: true, width, height };
}

/** "PNG or JPEG" from image/png and image/jpeg, in the page's language. */
export function typeNames(mimeTypes: readonly string[], language: string): string {
  const names = mimeTypes.map((type) => type.replace(/^image\//, '').toUpperCase());
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(names);
}
