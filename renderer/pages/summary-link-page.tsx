import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ApiError, fetchSession, sessionOfSummaryLink } from '../wizard/api.ts';
import { adoptSession } from '../wizard/session-id.ts';
import { usePageTitle } from '../shell/page-title.ts';
import { continueSignupFlow } from './signup-flow.ts';

/** /s/{encodedId}: an agent's summary link opens the client's sign-up where the agent left it (§1, §2). */
export function Component() {
  const { t } = useTranslation();
  const { encodedId = '' } = useParams();
  const [target, setTarget] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle(t('summaryLink.title'));

  useEffect(() => {
    let current = true;
    openSummaryLink(encodedId).then(
      (path) => {
        if (current) setTarget(path);
      },
      (error: unknown) => {
        if (current) setFailure(error instanceof ApiError ? error.message : t('summaryLink.failed'));
      },
    );
    return () => {
      current = false;
    };
  }, [encodedId, t]);

  if (target !== null) return <Navigate to={target} replace />;
  return (
    <main className="page">
      <h1>{t('summaryLink.title')}</h1>
      {failure === null ? <p aria-busy="true">{t('wizard.loading')}</p> : <p role="alert">{failure}</p>}
    </main>
  );
}

async function openSummaryLink(encodedId: string): Promise<string> {
  const sessionId = await sessionOfSummaryLink(encodedId);
  const session = await fetchSession(sessionId);
  adoptSession(session.flowId, sessionId);
  continueSignupFlow(session.flowId);
  return `/signup/${session.path ?? ''}`;
}
