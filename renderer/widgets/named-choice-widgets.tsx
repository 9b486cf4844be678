import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { currencyName, timeZoneName } from '../shell/intl-names.ts';

/**
 * A choice of currency (`"ui:widget": "currency"`): the schema titles each id by its ISO 4217
 * code, which the select names in the page's language ("British Pound (GBP)"), not as "GBP" or 18.
 */
export function CurrencyWidget(props: WidgetProps) {
  return <NamedChoices {...props} nameOf={currencyName} />;
}

/** A choice of time zone (`"ui:widget": "timeZone"`), titled by IANA name, named as the owner knows it. */
export function TimeZoneWidget(props: WidgetProps) {
  return <NamedChoices {...props} nameOf={timeZoneName} />;
}

function NamedChoices({ nameOf, ...props }: WidgetProps & { readonly nameOf: (title: string, tag: string) => string }) {
  const { i18n } = useTranslation();
  const { SelectWidget } = props.registry.widgets;
  const enumOptions = props.options.enumOptions?.map((option) => ({
    ...option,
    label: nameOf(option.label, i18n.language),
  }));
  return SelectWidget === undefined ? null : <SelectWidget {...props} options={{ ...props.options, enumOptions }} />;
}
