import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAIN_FORM } from '../../ui/plain-form.ts';
import type { CampaignEditView } from './edit-api.ts';
import { updateTracking, type CampaignTracking } from './edit-api.ts';

const UTM_FIELDS = ['utmSource', 'utmMedium', 'utmCampaign'] as const;
type UtmField = (typeof UTM_FIELDS)[number];

/** The tracking as typed: empty fields are left out, not stored as empty text. */
function trackingOf(stored: CampaignTracking | undefined, typed: Record<UtmField, string>): CampaignTracking {
  // The tracking's other field (leadNotificationEmails) is kept as stored.
  const emails = stored?.leadNotificationEmails;
  const others = emails === undefined ? {} : { leadNotificationEmails: emails };
  const utm = UTM_FIELDS.map((key) => [key, typed[key].trim()] as const).filter(([, value]) => value !== '');
  return { ...others, ...Object.fromEntries(utm) };
}

/**
 * The campaign's additional configuration (OL §4): its UTM parameters (decision 163). Saving sends
 * only the differences, and nothing when there are none; it shows updating and the spec's error.
 */
export function TrackingForm({
  profileId,
  campaign,
}: {
  readonly profileId: number;
  readonly campaign: CampaignEditView['campaign'];
}) {
  const { t } = useTranslation('editCampaign');
  const id = useId();
  const [stored, setStored] = useState(campaign.additionalConfiguration.tracking as CampaignTracking | undefined);
  const [typed, setTyped] = useState<Record<UtmField, string>>(() => ({
    utmSource: stored?.utmSource ?? '',
    utmMedium: stored?.utmMedium ?? '',
    utmCampaign: stored?.utmCampaign ?? '',
  }));
  const [state, setState] = useState<'idle' | 'updating' | 'updated' | 'unchanged' | 'error'>('idle');
  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    const call = updateTracking(profileId, campaign.id, stored, trackingOf(stored, typed));
    if (call === null) {
      setState('unchanged');
      return;
    }
    setState('updating');
    try {
      const { additionalConfiguration } = await call;
      setStored(additionalConfiguration.tracking as CampaignTracking | undefined);
      setState('updated');
    } catch {
      setState('error');
    }
  };
  return (
    <form onSubmit={(event) => void save(event)} aria-labelledby={`${id}-heading`} className={PLAIN_FORM}>
      <h2 id={`${id}-heading`}>{t('tracking.heading')}</h2>
      <p>{t('tracking.help')}</p>
      {UTM_FIELDS.map((key) => (
        <div key={key} className="grid gap-1">
          <label htmlFor={`${id}-${key}`}>{t(`tracking.${key}`)}</label>
          <input
            id={`${id}-${key}`}
            maxLength={100}
            pattern="[A-Za-z0-9._~\-]+"
            value={typed[key]}
            onChange={(event) => {
              setTyped({ ...typed, [key]: event.target.value });
            }}
          />
        </div>
      ))}
      <button type="submit" className="button" disabled={state === 'updating'}>
        {state === 'updating' ? t('tracking.updating') : t('tracking.save')}
      </button>
      <p role="status" className="form-status">
        {state === 'updated' && t('tracking.updated')}
        {state === 'unchanged' && t('tracking.unchanged')}
      </p>
      {state === 'error' && <p role="alert">{t('tracking.failed')}</p>}
    </form>
  );
}
