import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BusinessProfileCreate } from '../../../schemas/generated/index.ts';
import { createBusinessProfile } from '../../session/account-api.ts';
import { appPath } from '../../session/destinations.ts';
import { errorMessage } from '../../session/error-messages.ts';
import { FormFooter, TextField } from '../../ui/form-fields.tsx';
import { saveUser, storedUser } from '../../session/session-store.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';

/**
 * §2 "Create new business profile": its name (§5: at most 25 characters, no special ones), then
 * the new profile's dashboard. Shown only where the portal allows creating one.
 */
export function CreateProfileForm({ onCreated }: { readonly onCreated?: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const form = useSchemaForm(
    'api/business-profile-create.schema.json',
    { name: '' },
    { ruleMessages: { name: t('fields.businessNameRules') } },
  );
  const onSubmit = form.handleSubmit<BusinessProfileCreate>({
    body: (values) => ({ name: values.name.trim() }),
    send: async (body) => {
      const profile = await createBusinessProfile(body);
      const user = storedUser();
      if (user !== null) saveUser({ ...user, businessProfiles: [...user.businessProfiles, profile] });
      onCreated?.();
      await navigate(appPath(profile.id));
    },
    messageOf: (error) => errorMessage(t, error),
  });
  return (
    <form noValidate onSubmit={onSubmit} className="create-profile-form">
      <TextField form={form} name="name" label={t('fields.businessName')} maxLength={25} autoComplete="organization" />
      <FormFooter form={form} submit={t('profiles.create')} />
    </form>
  );
}
