import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, FormFooter, TextField } from '../../ui/form-fields.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { approveVersion, rejectVersion, type Brief, type BriefVersion } from './briefs-api.ts';
import { BRIEF_FORM } from './brief-styles.ts';

interface DecisionProps {
  readonly profileId: number;
  readonly brief: Brief;
  readonly version: BriefVersion;
  readonly onClose: () => void;
  readonly onDecided: (brief: Brief) => void;
}

/**
 * Approve with the e-sign step (AP §1; decision 181): the approver types their full name as on
 * their account and agrees; the server checks the name.
 */
export function ApproveDialog({ profileId, brief, version, onClose, onDecided }: DecisionProps) {
  const { t } = useTranslation('briefs');
  const titleId = useId();
  const form = useSchemaForm(
    'api/brief-approve.schema.json',
    { typedName: '', agreed: false },
    {
      ruleMessages: { agreed: t('approve.agreeRule') },
    },
  );
  const onSubmit = form.handleSubmit<{ typedName: string; agreed: boolean }>({
    body: (values) => values,
    send: async (body) => {
      onDecided(await approveVersion(profileId, brief.id, version.id, body.typedName));
    },
  });
  return (
    <ModalDialog open onClose={onClose} labelledBy={titleId}>
      <form noValidate onSubmit={onSubmit} className={BRIEF_FORM}>
        <h2 id={titleId}>{t('approve.title', { number: version.number })}</h2>
        <p>{t('approve.explain', { campaign: version.campaignName })}</p>
        <TextField form={form} name="typedName" label={t('approve.typedName')} autoComplete="name" data-autofocus />
        <CheckboxField form={form} name="agreed" label={t('approve.agree')} />
        <FormFooter form={form} submit={t('approve.submit')} />
        <button type="button" onClick={onClose}>
          {t('cancel')}
        </button>
      </form>
    </ModalDialog>
  );
}

/** Reject with a reason, for whoever edits the plan next (decision 181). */
export function RejectDialog({ profileId, brief, version, onClose, onDecided }: DecisionProps) {
  const { t } = useTranslation('briefs');
  const titleId = useId();
  const form = useSchemaForm(
    'api/brief-reject.schema.json',
    { reason: '' },
    {
      ruleMessages: { reason: t('reject.reasonRule') },
    },
  );
  const onSubmit = form.handleSubmit<{ reason: string }>({
    body: (values) => ({ reason: values.reason.trim() }),
    send: async (body) => {
      onDecided(await rejectVersion(profileId, brief.id, version.id, body.reason));
    },
  });
  return (
    <ModalDialog open onClose={onClose} labelledBy={titleId}>
      <form noValidate onSubmit={onSubmit} className={BRIEF_FORM}>
        <h2 id={titleId}>{t('reject.title', { number: version.number })}</h2>
        <TextField form={form} name="reason" label={t('reject.reason')} maxLength={500} data-autofocus />
        <FormFooter form={form} submit={t('reject.submit')} />
        <button type="button" onClick={onClose}>
          {t('cancel')}
        </button>
      </form>
    </ModalDialog>
  );
}
