import type { WidgetProps } from '@rjsf/utils';
import { useGeneratedCopy } from './shared/use-generated-copy.ts';
import { stepFormContext } from '../wizard/form-context.ts';

/**
 * The call to action (OL §3) as a select that opens with the one the generated copy chose for the
 * objective (`ui:options.generated`), while none is chosen: an edit screen shows the ad as it is.
 */
export function CallToActionWidget(props: WidgetProps) {
  const { name, options, registry } = props;
  const step = stepFormContext(registry);
  const { setField } = step;
  useGeneratedCopy(options.generated, step, props.value, (generated) => {
    setField(name, generated);
  });
  const { SelectWidget } = registry.widgets;
  return SelectWidget === undefined ? null : <SelectWidget {...props} />;
}
