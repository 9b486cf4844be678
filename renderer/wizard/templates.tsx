import type { FormProps } from '@rjsf/core';
import { errorId, type DescriptionFieldProps, type FieldErrorProps, type IconButtonProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

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

/**
 * A field's errors, in a box that is always there: every input names it in aria-describedby, so an
 * error is read with its field, and the reference never points at nothing (axe aria-valid-attr-value).
 */
function FieldErrors({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter((error) => error !== '');
  return (
    <div id={errorId(fieldPathId)}>
      {shown.length > 0 && (
        <ul className="error-detail">
          {shown.map((error, index) => (
            <li key={index}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

type ListAction = 'add' | 'remove' | 'moveUp' | 'moveDown' | 'copy';

/** RJSF's list buttons draw icon fonts we do not ship: they say what they do in words instead. */
function listButton(action: ListAction) {
  return function ListButton({ onClick, disabled, className }: IconButtonProps) {
    const { t } = useTranslation();
    return (
      <button type="button" className={`list-button ${className ?? ''}`} onClick={onClick} disabled={disabled}>
        {t(`list.${action}`)}
      </button>
    );
  };
}

export const templates: FormProps['templates'] = {
  DescriptionFieldTemplate: UserDescription,
  FieldErrorTemplate: FieldErrors,
  ButtonTemplates: {
    AddButton: listButton('add'),
    RemoveButton: listButton('remove'),
    MoveUpButton: listButton('moveUp'),
    MoveDownButton: listButton('moveDown'),
    CopyButton: listButton('copy'),
  },
};
