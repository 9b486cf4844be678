import { getDefaultRegistry, type FormProps } from '@rjsf/core';
import {
  errorId,
  type DescriptionFieldProps,
  type FieldErrorProps,
  type FieldTemplateProps,
  type IconButtonProps,
} from '@rjsf/utils';
import { createContext, useContext, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { errorSlotId } from '../widgets/shared/sibling-field.ts';

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

const DefaultFieldTemplate = getDefaultRegistry().templates.FieldTemplate;
const InsideHiddenField = createContext(false);

/**
 * The widgets that draw a list as a fieldset named by its own legend (opening hours, the search
 * ads' headlines and descriptions), and those that draw their choices as cards in one (the budget
 * plans, the offer types, the radius, the creatives): the field's label above it would say the
 * name twice (issue 20).
 */
const LEGEND_LIST_WIDGETS: ReadonlySet<string> = new Set(['openingHours', 'adCopy']);
const LEGEND_CARD_WIDGETS: ReadonlySet<string> = new Set(['budgetPlans', 'offerType', 'radius', 'creativePreview']);

function namedByLegend({ schema, uiSchema }: FieldTemplateProps): boolean {
  const widget = String(uiSchema?.['ui:widget']);
  return LEGEND_CARD_WIDGETS.has(widget) || (schema.type === 'array' && LEGEND_LIST_WIDGETS.has(widget));
}

/**
 * A field whose widget hides its value (`ui:widget: hidden`) is shown and edited by another widget
 * (the offer's value under its type, a custom daily budget under the plans, OL §5): RJSF would draw
 * its errors nowhere. They are drawn beside that widget's input, in the place it offers for them
 * (siblingErrorSlotId), else in the field's own place; the box is always there for the input to name.
 */
function FieldTemplate(props: FieldTemplateProps) {
  // What a hidden field holds (the option of an `anyOf` value) is drawn inside it, unseen: its
  // errors are the hidden field's own, said once.
  const insideHidden = useContext(InsideHiddenField);
  const shown = namedByLegend(props) ? { ...props, displayLabel: false } : props;
  if (!props.hidden || insideHidden) return <DefaultFieldTemplate {...shown} />;
  return (
    <>
      <InsideHiddenField.Provider value={true}>
        <DefaultFieldTemplate {...shown} />
      </InsideHiddenField.Provider>
      <HiddenFieldErrors {...props} />
    </>
  );
}

function HiddenFieldErrors({ rawErrors = [], fieldPathId, schema, uiSchema, registry }: FieldTemplateProps) {
  const slotId = errorSlotId(fieldPathId.$id);
  const [slot, setSlot] = useState<Element | null>(null);
  // The widget offering the place is drawn by RJSF beside this field: found once both are there.
  useLayoutEffect(() => {
    const found = document.getElementById(slotId);
    if (found !== slot) setSlot(found);
  });
  const box = (
    <FieldErrors errors={rawErrors} fieldPathId={fieldPathId} schema={schema} uiSchema={uiSchema} registry={registry} />
  );
  return slot === null ? box : createPortal(box, slot);
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
  FieldTemplate,
  ButtonTemplates: {
    AddButton: listButton('add'),
    RemoveButton: listButton('remove'),
    MoveUpButton: listButton('moveUp'),
    MoveDownButton: listButton('moveDown'),
    CopyButton: listButton('copy'),
  },
};
