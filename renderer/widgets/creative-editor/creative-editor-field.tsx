import type { FieldProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreativeDraft } from '../../../schemas/generated/api/creative-draft.ts';
import type { CreativeDraftImage } from '../../../schemas/generated/api/creative-draft-image.ts';
import { callApi } from '../../wizard/api.ts';
import { stepFormContext } from '../../wizard/form-context.ts';
import { useDebouncedValue } from '../shared/use-debounced-value.ts';
import { isRecord } from '../shared/schema-reading.ts';

// A pause in typing, then the design is drawn again (the server takes well under a second).
const REDRAW_AFTER_MS = 350;
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
// The drawn design and the square that holds its place before the first drawing: one frame.
const DESIGN_FRAME = 'inline-[min(100%,20rem)] block-auto aspect-square border border-line rounded-card';

/** The values of the edit form the server can draw now: a half-typed colour or an over-long text waits. */
function draftOf(values: Readonly<Record<string, unknown>>): CreativeDraft {
  const text = (name: string, maxLength: number) => {
    const value = values[name];
    return typeof value === 'string' && value.length <= maxLength ? { [name]: value } : {};
  };
  const file = (name: string) => {
    const value = values[name];
    return isRecord(value) && typeof value.url === 'string' ? { [name]: value } : {};
  };
  const colour = values.colour;
  return {
    ...text('text', 30),
    ...text('callToActionText', 15),
    ...(typeof colour === 'string' && HEX.test(colour) ? { colour } : {}),
    ...file('logo'),
    ...file('photo'),
  };
}

type Drawing =
  | { readonly state: 'drawing' }
  | { readonly state: 'drawn'; readonly image: CreativeDraftImage }
  | { readonly state: 'failed' };

/** The design chosen, drawn with the values as they are being edited (issue 24, decision 446). */
function LiveDesign({
  sessionId,
  values,
}: {
  readonly sessionId: string;
  readonly values: Readonly<Record<string, unknown>>;
}) {
  const { t } = useTranslation('widgets');
  const wanted = useDebouncedValue(JSON.stringify(draftOf(values)), REDRAW_AFTER_MS);
  const [drawing, setDrawing] = useState<Drawing>({ state: 'drawing' });
  const [shown, setShown] = useState<CreativeDraftImage | null>(null);
  useEffect(() => {
    let current = true;
    setDrawing({ state: 'drawing' });
    callApi({
      method: 'POST',
      path: '/sessions/{sessionId}/creatives/draft',
      params: { sessionId },
      // `wanted` is draftOf's answer as JSON text, so that the debounce compares it by value.
      body: JSON.parse(wanted) as CreativeDraft,
    }).then(
      (image) => {
        if (!current) return;
        setDrawing({ state: 'drawn', image });
        setShown(image);
      },
      () => {
        if (current) setDrawing({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [sessionId, wanted]);
  return (
    <figure className="m-0 mbe-5 grid justify-items-center gap-[0.4rem]">
      {shown === null ? (
        <div className={`${DESIGN_FRAME} bg-surface-muted`} aria-hidden="true" />
      ) : (
        <img
          className={DESIGN_FRAME}
          src={shown.imageUrl}
          width={shown.width}
          height={shown.height}
          alt={t('creativeEditor.alt')}
        />
      )}
      <figcaption role="status" className="text-muted text-[0.85rem]">
        {drawing.state === 'drawing'
          ? t('creativeEditor.drawing')
          : drawing.state === 'failed'
            ? t('creativeEditor.failed')
            : t('creativeEditor.caption')}
      </figcaption>
    </figure>
  );
}

/**
 * The creative edit step (OL §2 imageCreativesCreative/edit): its fields as any step draws them,
 * under the design drawn live with what they say.
 */
export function CreativeEditorField(props: FieldProps) {
  const { registry, uiSchema } = props;
  const formData: unknown = props.formData;
  const { sessionId } = stepFormContext(registry);
  const ObjectField = registry.fields.ObjectField;
  // The fields themselves, drawn by the object field as on any step (without this field again).
  const fieldsUiSchema = Object.fromEntries(Object.entries(uiSchema ?? {}).filter(([key]) => key !== 'ui:field'));
  const values = isRecord(formData) ? formData : {};
  return (
    <div className="creative-editor">
      {sessionId !== null && <LiveDesign sessionId={sessionId} values={values} />}
      {ObjectField !== undefined && <ObjectField {...props} uiSchema={fieldsUiSchema} />}
    </div>
  );
}
