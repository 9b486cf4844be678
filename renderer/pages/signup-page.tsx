import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useBlocker, useLocation, useParams } from 'react-router';
import { useShell } from '../shell/app-shell.tsx';
import { usePageTitle } from '../shell/page-title.ts';
import { useRootData } from '../shell/root-loader.ts';
import type { StepView } from '../wizard/api.ts';
import { carriedSearch } from '../wizard/session-id.ts';
import { Wizard } from '../wizard/wizard.tsx';
import { lastSignupRoute, rememberSignupRoute, signupFlowFor } from './signup-flow.ts';

const BASE_PATH = '/signup';

/** The public onboarding under /signup (§2): the flow's wizard, resumed where the visitor left it. */
export function Component() {
  const route = useParams()['*'] ?? '';
  const { search } = useLocation();
  const flowId = signupFlowFor(route, new URLSearchParams(search));
  const { region } = useRootData();
  const { setHeaderHidden } = useShell();
  const [title, setTitle] = useState<string | null>(null);
  usePageTitle(title);
  useEffect(() => {
    rememberSignupRoute(route);
  }, [route]);
  // The header comes back on other pages.
  useEffect(
    () => () => {
      setHeaderHidden(false);
    },
    [setHeaderHidden],
  );
  const onStep = useCallback(
    (view: StepView) => {
      setTitle(view.title);
      setHeaderHidden(view.meta?.headerHidden ?? false);
    },
    [setHeaderHidden],
  );

  const last = lastSignupRoute();
  if (route === '' && last !== null) return <Navigate to={`${BASE_PATH}/${last}${carriedSearch(search)}`} replace />;
  return (
    <>
      <Wizard key={flowId} flowId={flowId} basePath={BASE_PATH} region={region} onStep={onStep} />
      <QuitConfirmation />
    </>
  );
}

/** Leaving sign-up for another page asks first: 'Are you sure you want to quit sign up' (§2). */
function QuitConfirmation() {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname.startsWith(BASE_PATH) && !nextLocation.pathname.startsWith(BASE_PATH),
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <div className="dialog-backdrop">
      <div role="alertdialog" aria-modal="true" aria-labelledby="quit-signup" className="dialog">
        <p id="quit-signup">{t('signup.quitConfirmation')}</p>
        <button
          type="button"
          onClick={() => {
            blocker.proceed();
          }}
        >
          {t('signup.quit')}
        </button>
        <button
          type="button"
          autoFocus
          onClick={() => {
            blocker.reset();
          }}
        >
          {t('signup.stay')}
        </button>
      </div>
    </div>
  );
}
