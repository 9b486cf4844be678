import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useBlocker, useLocation, useParams } from 'react-router';
import { useShell } from '../shell/app-shell.tsx';
import { usePageTitle } from '../shell/page-title.ts';
import { useRootData } from '../shell/root-loader.ts';
import type { StepView } from '../wizard/api.ts';
import { carriedSearch, forgetSession } from '../wizard/session-id.ts';
import { isPartOfSignup, isSignInRequired } from '../wizard/use-wizard.ts';
import { Wizard } from '../wizard/wizard.tsx';
import {
  continueSignupFlow,
  forgetSignupRoute,
  lastSignupRoute,
  rememberSignupRoute,
  signupFlowFor,
  STORE_ONBOARDING,
} from './signup-flow.ts';
import { useSignupResume } from './signup-resume.ts';

const BASE_PATH = '/signup';

/** The public onboarding under /signup (§2): the flow's wizard, resumed where the visitor left it. */
export function Component() {
  const route = useParams()['*'] ?? '';
  const { search } = useLocation();
  const flowId = signupFlowFor(route, new URLSearchParams(search));
  const { region } = useRootData();
  const { setHeaderHidden } = useShell();
  const { t } = useTranslation();
  // OL §4: bare /signup resumes the stored session only up to budget.
  const resume = useSignupResume(flowId, route === '');
  const [title, setTitle] = useState<string | null>(null);
  // AP §2 store onboarding: confirm lands in the app dashboard of the new profile.
  const [dashboardOf, setDashboardOf] = useState<number | null>(null);
  // The onboarding launched: its success leads to the new profile's dashboard.
  const [launchedFor, setLaunchedFor] = useState<number | null>(null);
  usePageTitle(title);
  useEffect(() => {
    continueSignupFlow(flowId);
    rememberSignupRoute(flowId, route);
  }, [flowId, route]);
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
      if (view.finished) forgetSignupRoute(flowId);
      if (view.finished && flowId === STORE_ONBOARDING && view.businessProfileId != null) {
        // The next store to onboard starts a session of its own.
        forgetSession(flowId);
        setDashboardOf(view.businessProfileId);
      } else setLaunchedFor(view.finished ? (view.businessProfileId ?? null) : null);
    },
    [flowId, setHeaderHidden],
  );

  if (dashboardOf !== null) return <Navigate to={`/app/${String(dashboardOf)}/dashboard`} replace />;
  if (resume.state === 'checking') return <p aria-busy="true">{t('wizard.loading')}</p>;
  if (resume.state === 'leave') return <Navigate to={resume.to} replace />;
  const last = lastSignupRoute(flowId);
  if (route === '' && last !== null) return <Navigate to={`${BASE_PATH}/${last}${carriedSearch(search)}`} replace />;
  return (
    <>
      <Wizard
        key={flowId}
        flowId={flowId}
        basePath={BASE_PATH}
        region={region}
        onStep={onStep}
        whenFinished={launchedFor !== null && <LaunchedSuccess businessProfileId={launchedFor} />}
      />
      {/* A finished sign-up has nothing left to quit. */}
      <QuitConfirmation finished={launchedFor !== null} />
    </>
  );
}

/** The end of the onboarding (OL §1: reviewed and launched within 2 working days), and the way on. */
function LaunchedSuccess({ businessProfileId }: { readonly businessProfileId: number }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('signup.launched')}</p>
      <p>
        <Link className="button" to={`/app/${String(businessProfileId)}/dashboard`}>
          {t('signup.toDashboard')}
        </Link>
      </p>
    </>
  );
}

/** Leaving sign-up for another page asks first: 'Are you sure you want to quit sign up' (§2). */
function QuitConfirmation({ finished }: { readonly finished: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !finished &&
      currentLocation.pathname.startsWith(BASE_PATH) &&
      !nextLocation.pathname.startsWith(BASE_PATH) &&
      // The server wants the session's owner signed in: there is no sign-up to quit here; nor
      // when sign-up itself goes on elsewhere (the new account's password).
      !isSignInRequired(nextLocation.state) &&
      !isPartOfSignup(nextLocation.state),
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <QuitDialog
      onQuit={() => {
        blocker.proceed();
      }}
      onStay={() => {
        blocker.reset();
      }}
    />
  );
}

/**
 * A modal question: the focus moves into it (on Stay, the safe answer), Tab cycles through its
 * buttons only, Escape stays, and the focus goes back where it was when the dialog closes.
 */
function QuitDialog({ onQuit, onStay }: { readonly onQuit: () => void; readonly onStay: () => void }) {
  const { t } = useTranslation();
  // Read before the dialog takes the focus: the link or button that asked to leave.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const stay = () => {
    onStay();
    opener?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      stay();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const first = buttons.at(0);
    const last = buttons.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  return (
    <div className="fixed inset-0 grid place-items-center bg-[rgb(0_0_0/40%)]">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="quit-signup"
        className="flex max-w-[26rem] flex-wrap justify-end gap-3 rounded-card bg-surface p-6"
        onKeyDown={onKeyDown}
      >
        <p id="quit-signup" className="mx-0 mt-0 mb-2 basis-full font-semibold">
          {t('signup.quitConfirmation')}
        </p>
        <button type="button" onClick={onQuit}>
          {t('signup.quit')}
        </button>
        <button type="button" autoFocus onClick={stay}>
          {t('signup.stay')}
        </button>
      </div>
    </div>
  );
}
