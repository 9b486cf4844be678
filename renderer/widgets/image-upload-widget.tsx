import { OwnLabel } from './shared/own-label.tsx';
import type { WidgetProps } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../session/api-error.ts';
import { FileDropZone } from '../ui/file-drop-zone.tsx';
import { stepFormContext } from '../wizard/form-context.ts';
import { coloursOfLogo, paletteUnchosen } from './logo-colours.ts';
import { checkImageFile, imageRules, typeNames, type ImageCheck, type ImageRules } from './image-file-check.ts';
import { MEDIA_KINDS, uploadMedia, type MediaFile, type MediaKind } from './media-upload.ts';
import { isRecord, itemSchema } from './shared/schema-reading.ts';
import { useGeneratedCopy } from './shared/use-generated-copy.ts';

type Status = { readonly state: 'idle' | 'uploading' } | { readonly state: 'refused'; readonly message: string };

const isMediaFile = (value: unknown): value is MediaFile => isRecord(value) && typeof value.url === 'string';

/**
 * A logo or photos (§5: png or jpeg, at least 150x150 px): each file is checked in the browser
 * first, then uploaded to the session's media, and shown. The value is the server's MediaFile; an
 * array field holds several. ui:options `kind` says what the image is for, else the field's name
 * (logo, leadImage), else an ad image. With `ui:options.generated` (logo, photo) an edit screen
 * opens with the image the creatives were drawn with.
 */
export function ImageUploadWidget({
  id,
  name,
  value,
  schema,
  label,
  required,
  options,
  disabled,
  readonly,
  registry,
  onChange,
}: WidgetProps) {
  const { t, i18n } = useTranslation('widgets');
  const step = stepFormContext(registry);
  const { sessionId, setField, setFields, formData } = step;
  // Several fields fill in at once: each through the form's own merge, not RJSF's last-write-wins.
  useGeneratedCopy(options.generated, step, value, (generated) => {
    setField(name, generated);
  });
  const many = schema.type === 'array';
  const files = (many ? (Array.isArray(value) ? value : []) : [value]).filter(isMediaFile);
  const rules = imageRules(itemSchema(schema));
  const kind = mediaKind(options.kind, name);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const locked = disabled === true || readonly === true || status.state === 'uploading' || sessionId === null;

  const refusalOf = (check: Exclude<ImageCheck, { ok: true }>) => refusalText(check, rules, i18n.language, t);

  const add = async (picked: File[]) => {
    if (sessionId === null) return;
    setStatus({ state: 'uploading' });
    const uploaded: MediaFile[] = [];
    for (const file of picked) {
      const check = await checkImageFile(file, rules);
      if (!check.ok) {
        setStatus({ state: 'refused', message: `${file.name}: ${refusalOf(check)}` });
        break;
      }
      try {
        uploaded.push(await uploadMedia(sessionId, file, kind));
      } catch (error) {
        setStatus({ state: 'refused', message: `${file.name}: ${serverRefusal(error, t)}` });
        break;
      }
    }
    if (uploaded.length > 0) {
      const value = many ? [...files, ...uploaded] : uploaded[0];
      const palette = await suggestedPalette(options.paletteField, formData, uploaded[0]);
      if (palette === null) onChange(value);
      else setFields({ [name]: value, ...palette });
    }
    setStatus((current) => (current.state === 'uploading' ? { state: 'idle' } : current));
  };

  const remove = (url: string) => {
    const rest = files.filter((file) => file.url !== url);
    onChange(many && rest.length > 0 ? rest : undefined);
    // The remove button goes with its image: the file input keeps the focus.
    document.getElementById(id)?.focus();
  };

  const statusId = `${id}-status`;
  return (
    <div className="image-upload">
      {/* A list of photos is labelled by its field; a single image (the logo, the lead image) is not. */}
      {!many && <OwnLabel htmlFor={id} label={label} required={required} />}
      <FileDropZone
        id={id}
        label={label}
        accept={rules.mimeTypes.join(',')}
        multiple={many}
        disabled={locked}
        invalid={status.state === 'refused'}
        describedBy={statusId}
        icon={ImagePlus}
        action={t(many ? 'imageUpload.chooseMany' : 'imageUpload.chooseOne')}
        hint={t('imageUpload.hint', {
          types: typeNames(rules.mimeTypes, i18n.language),
          width: rules.minWidth,
          height: rules.minHeight,
        })}
        onFiles={(picked) => void add(picked)}
      />
      <p id={statusId} role={status.state === 'refused' ? 'alert' : 'status'} className="image-upload-status">
        {status.state === 'uploading' ? t('imageUpload.uploading') : status.state === 'refused' ? status.message : ''}
      </p>
      <ul
        aria-label={t('imageUpload.uploaded', { field: label })}
        className="mx-0 mb-0 mt-3 flex list-none flex-wrap gap-3 p-0"
      >
        {files.map((file) => (
          <li key={file.url} className="relative grid w-24 gap-1">
            <img
              src={file.url}
              alt={t('imageUpload.preview', { name: file.fileName })}
              width={96}
              height={96}
              className="size-24 rounded-[6px] border border-line object-cover"
            />
            <span className="text-[0.8rem] leading-[1.2] text-muted wrap-anywhere">{file.fileName}</span>
            <button
              type="button"
              className="absolute inset-bs-[-0.6rem] inset-e-[-0.6rem] grid size-11 place-items-center border-0 bg-transparent p-0"
              aria-label={t('imageUpload.remove', { name: file.fileName })}
              title={t('imageUpload.remove', { name: file.fileName })}
              disabled={disabled === true || readonly === true}
              onClick={() => {
                remove(file.url);
              }}
            >
              <X
                aria-hidden="true"
                className="size-[1.6rem] rounded-full border border-line bg-surface p-[0.3rem] text-ink shadow-[0_1px_3px_rgb(0_0_0/15%)]"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * `ui:options.paletteField` (the logo): the brand colours its image suggests, for that field while
 * the owner has chosen none (decision 451). Null when there is nothing to suggest.
 */
async function suggestedPalette(
  paletteField: unknown,
  formData: Readonly<Record<string, unknown>>,
  logo: MediaFile | undefined,
): Promise<Record<string, string[]> | null> {
  if (typeof paletteField !== 'string' || logo === undefined || !paletteUnchosen(formData[paletteField])) return null;
  const colours = await coloursOfLogo(logo.url).catch(() => []);
  return colours.length === 0 ? null : { [paletteField]: colours };
}

function mediaKind(option: unknown, fieldName: string): MediaKind {
  return MEDIA_KINDS.find((kind) => kind === option) ?? MEDIA_KINDS.find((kind) => kind === fieldName) ?? 'image';
}

function refusalText(
  check: Exclude<ImageCheck, { ok: true }>,
  rules: ImageRules,
  language: string,
  t: TFunction<'widgets'>,
): string {
  if (check.reason === 'type') return t('imageUpload.wrongType', { types: typeNames(rules.mimeTypes, language) });
  if (check.reason === 'unreadable') return t('imageUpload.unreadable');
  return t('imageUpload.tooSmall', {
    minWidth: rules.minWidth,
    minHeight: rules.minHeight,
    width: check.width,
    height: check.height,
  });
}

/** The server's own words for a refusal (the field's message, else the error's). */
function serverRefusal(error: unknown, t: TFunction<'widgets'>): string {
  if (error instanceof ApiError) return error.fields[0]?.message ?? error.message;
  return t('imageUpload.failed');
}
