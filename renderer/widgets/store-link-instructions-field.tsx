import type { FieldProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../wizard/api.ts';
import { stepFormContext } from '../wizard/form-context.ts';

/** AP §1 platforms we link to, each with its own instructions (locales/<lng>/widgets.json). */
const PLATFORMS = ['shopify', 'magento', 'wooCommerce', 'bigCommerce', 'localBusiness'] as const;
type Platform = (typeof PLATFORMS)[number];
// Three steps on the platform's side, then one that comes back here (decision 211).
const STEPS = ['step1', 'step2', 'step3'] as const;

type Chosen =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'loaded'; readonly platform: Platform | null; readonly domain: string };

const isPlatform = (value: unknown): value is Platform => PLATFORMS.includes(value as Platform);

/**
 * Store onboarding's linkInstructions step (AP §2): numbered steps for the platform picked on
 * storeFront, linked on linkStore, read from the session's answers. Nothing to fill in.
 */
export function StoreLinkInstructionsField({ registry }: FieldProps) {
  const { t } = useTranslation('widgets');
  const { sessionId } = stepFormContext(registry);
  const chosen = useChosenPlatform(sessionId);
  if (chosen.state === 'loading') return <p aria-busy="true">{t('linkInstructions.loading')}</p>;
  if (chosen.state === 'failed') return <p role="alert">{t('linkInstructions.failed')}</p>;
  const { platform, domain } = chosen;
  if (platform === null) return <p>{t('linkInstructions.noPlatform')}</p>;
  return (
    <section className="link-instructions" aria-labelledby="link-instructions-heading">
      <h2 id="link-instructions-heading">{t(`linkInstructions.${platform}.heading`)}</h2>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>{t(`linkInstructions.${platform}.${step}`)}</li>
        ))}
        <li>
          {platform === 'localBusiness'
            ? t('linkInstructions.finishLocal')
            : t('linkInstructions.finishStore', { domain })}
        </li>
      </ol>
    </section>
  );
}

/** The platform and store domain of the session's storeFront and linkStore steps (GET /sessions/{id}). */
function useChosenPlatform(sessionId: string | null): Chosen {
  const [chosen, setChosen] = useState<Chosen>({ state: 'loading' });
  useEffect(() => {
    if (sessionId === null) return;
    let current = true;
    callApi({ method: 'GET', path: '/sessions/{sessionId}', params: { sessionId } }).then(
      (session) => {
        if (!current) return;
        // A step not answered yet has no entry.
        const data: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>> = session.data;
        const platform = data.storeFront?.storePlatform;
        const domain = data.linkStore?.storeDomain;
        setChosen({
          state: 'loaded',
          platform: isPlatform(platform) ? platform : null,
          domain: typeof domain === 'string' ? domain : '',
        });
      },
      () => {
        if (current) setChosen({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [sessionId]);
  return chosen;
}
