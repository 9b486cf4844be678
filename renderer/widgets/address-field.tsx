import type { FieldProps, UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { DefaultObjectField } from './object-widget-field.tsx';

type AddressPart = 'state' | 'postcode';

/**
 * What an address's parts are called in the country it is in (decision 461): a British address
 * has a county, not a state; an Indian one a PIN code. Keys of the widgets catalogue.
 */
const LOCAL_NAMES: Readonly<Record<string, Readonly<Partial<Record<AddressPart, string>>>>> = {
  GB: { state: 'address.county' },
  IN: { postcode: 'address.pinCode' },
};

/**
 * An address (schemas/entities/address.schema.json) drawn as RJSF draws an object, its parts
 * named as its country names them; the answer's shape and rules stay the same everywhere.
 */
export function AddressField(props: FieldProps) {
  const { t } = useTranslation('widgets');
  const country = (props.formData as { countryCode?: unknown } | undefined)?.countryCode;
  const names = typeof country === 'string' ? LOCAL_NAMES[country] : undefined;
  if (names === undefined) return <DefaultObjectField {...props} />;
  const uiSchema: UiSchema = { ...props.uiSchema };
  for (const [part, key] of Object.entries(names)) {
    uiSchema[part] = { ...(uiSchema[part] as UiSchema | undefined), 'ui:title': t(key) };
  }
  return <DefaultObjectField {...props} uiSchema={uiSchema} />;
}
