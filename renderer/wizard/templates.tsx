import type { DescriptionFieldProps, TemplatesType } from '@rjsf/utils';

/**
 * A field's description for users: the uiSchema's `ui:description` only. A schema's own
 * `description` documents the field for developers (spec sections, readings) and is never shown.
 */
function UserDescription({ id, uiSchema }: DescriptionFieldProps) {
  const text = uiSchema?.['ui:description'];
  if (typeof text !== 'string' || text === '') return null;
  return (
    <p id={id} className="field-description">
      {text}
    </p>
  );
}

export const templates: Partial<TemplatesType> = { DescriptionFieldTemplate: UserDescription };
