import type { Widget, WidgetProps } from '@rjsf/utils';
import { choicesOf } from '../widgets/shared/schema-reading.ts';
import { conditionalRules } from './conditional-fields.ts';
import { stepFormContext } from './form-context.ts';

/**
 * A choice widget (a list, radio buttons) that offers only the choices the step's conditions allow
 * with the answers given so far: a leads campaign's calls to action, not all nine (OL §3). RJSF
 * draws a field's choices from its own schema and leaves a rule a condition adds to validation.
 */
export function withAllowedChoices(ChoiceWidget: Widget): Widget {
  return function AllowedChoicesWidget(props: WidgetProps) {
    const { id, name, options, registry } = props;
    const { formData } = stepFormContext(registry);
    const { rootSchema } = registry;
    const validator = registry.schemaUtils.getValidator();
    // The step's conditions speak of its own fields, not of a nested one of the same name.
    const own = id === `root_${name}`;
    const rules = own
      ? conditionalRules(rootSchema, name, formData, (condition, data) =>
          validator.isValid(condition, data ?? {}, rootSchema),
        )
      : [];
    const allowed = rules.map((rule) => choicesOf(rule).map((choice) => choice.value)).filter((list) => list.length);
    if (allowed.length === 0 || options.enumOptions === undefined) return <ChoiceWidget {...props} />;
    const enumOptions = options.enumOptions.filter((option) => allowed.every((list) => list.includes(option.value)));
    return <ChoiceWidget {...props} options={{ ...options, enumOptions }} />;
  };
}
