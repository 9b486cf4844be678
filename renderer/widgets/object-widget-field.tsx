import { getDefaultRegistry } from '@rjsf/core';
import { getUiOptions, getWidget, type Field, type FieldProps, type RegistryWidgetsType } from '@rjsf/utils';

/** RJSF's own ObjectField, which ours draw an object with when they add nothing of their own. */
export const DefaultObjectField: Field = getDefaultRegistry().fields.ObjectField ?? missingObjectField();

function missingObjectField(): never {
  throw new Error("RJSF's default registry has no ObjectField");
}

/**
 * RJSF gives `ui:widget` to strings, numbers and arrays only: an object field (a logo, a lead form,
 * a map listing) names a widget in vain. This ObjectField draws the named widget when one of ours
 * is registered under that name, and RJSF's own ObjectField otherwise.
 */
export function objectWidgetField(custom: RegistryWidgetsType) {
  return function ObjectWidgetField(props: FieldProps) {
    const { widget, title, ...options } = getUiOptions(props.uiSchema);
    if (typeof widget !== 'string' || !(widget in custom)) return <DefaultObjectField {...props} />;
    const Widget = getWidget(props.schema, widget, custom);
    const { fieldPathId, name, schema, uiSchema, registry, rawErrors } = props;
    const formData: unknown = props.formData;
    return (
      <Widget
        id={fieldPathId.$id}
        name={name}
        value={formData}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
        options={options}
        label={typeof title === 'string' ? title : (schema.title ?? name)}
        required={props.required}
        disabled={props.disabled}
        readonly={props.readonly}
        autofocus={props.autofocus}
        rawErrors={rawErrors}
        onChange={(value: unknown) => {
          props.onChange(value, fieldPathId.path);
        }}
        onBlur={props.onBlur}
        onFocus={props.onFocus}
      />
    );
  };
}
