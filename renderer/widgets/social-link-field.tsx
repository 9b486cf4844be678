import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../session/api-error.ts';
import { stepFormContext } from '../wizard/form-context.ts';
import { SMALL_PRINT } from './shared/class-names.ts';
import { CHOICE_FRAME } from './social-link/choice-frame.ts';
import { ConsentDialog } from './social-link/consent-dialog.tsx';
import { localConsentToken, standInUserOf } from './social-link/consent-token.ts';
import {
  exchangeSocialToken,
  fetchSocialLink,
  requestPageAccess,
  type SocialLinkView,
} from './social-link/social-link-api.ts';

// The step's buttons: a row that wraps on a phone.
const ACTIONS = 'flex flex-wrap gap-3';
// A page's role and photo-sharing account, each on a line of its own under its name.
const PAGE_DETAIL = 'block text-muted text-[0.9rem]';

type Load =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'loaded'; readonly view: SocialLinkView };

/** The step's answer for the page the server recorded: its id and, when it has one, its photo-sharing account. */
function answerOf(view: SocialLinkView): Record<string, string> {
  if (view.pageId === null) return {};
  return {
    facebookPageId: view.pageId,
    ...(view.instagramAccountId !== null && { instagramAccountId: view.instagramAccountId }),
  };
}

/** Why a page request failed, in words: AP §8 331 another business holds the page, 403 a page not theirs. */
function requestProblemOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return 'socialLink.alreadyRequested';
  if (error instanceof ApiError && error.status === 403) return 'socialLink.notManaged';
  return 'socialLink.requestFailed';
}

/**
 * The link-accounts step (OL §2, §6; AP §6, §7): connect the social network through its sign-in
 * (here the local consent dialog standing in for it), see the permissions missing or the pages
 * offered, ask ad access to one and see whether its admin approved. The step's fields are filled
 * from what the server recorded; the server checks them again when the step is submitted.
 */
export function SocialLinkField({ registry, fieldPathId, onChange, errorSchema, disabled, formData }: FieldProps) {
  const { t } = useTranslation('widgets');
  const { sessionId } = stepFormContext(registry);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [dialog, setDialog] = useState({ open: false, key: 0 });
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const [moveFocus, setMoveFocus] = useState(0);
  const busy = disabled === true || working;
  const current = (formData ?? {}) as { facebookPageId?: string };

  useEffect(() => {
    if (sessionId === null) return undefined;
    let live = true;
    fetchSocialLink(sessionId).then(
      (view) => {
        if (live) setLoad({ state: 'loaded', view });
      },
      () => {
        if (live) setLoad({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [sessionId, attempt]);

  // After an action the focus goes to what changed on screen (its status, the missing permissions).
  useEffect(() => {
    if (moveFocus > 0) root.current?.querySelector<HTMLElement>('[data-focus-after]')?.focus();
  }, [moveFocus]);

  // A page recorded earlier (another tab, a walk over the API) that the form does not hold yet.
  const recorded = load.state === 'loaded' ? load.view : null;
  useEffect(() => {
    if (recorded !== null && recorded.pageId !== null && current.facebookPageId === undefined)
      onChange(answerOf(recorded), fieldPathId.path);
  }, [recorded, current.facebookPageId, onChange, fieldPathId.path]);

  const shown = (view: SocialLinkView, fill: boolean) => {
    setLoad({ state: 'loaded', view });
    setChoice(view.pageId);
    if (fill) onChange(answerOf(view), fieldPathId.path);
    setMoveFocus((count) => count + 1);
  };
  const act = async (action: () => Promise<SocialLinkView>, onError: (error: unknown) => string) => {
    setWorking(true);
    setProblem(null);
    try {
      shown(await action(), true);
    } catch (error) {
      setProblem(onError(error));
      setMoveFocus((count) => count + 1);
    } finally {
      setWorking(false);
    }
  };

  if (sessionId === null || load.state === 'loading') return <p role="status">{t('socialLink.loading')}</p>;
  if (load.state === 'failed') {
    return (
      <p role="alert">
        {t('socialLink.failed')}{' '}
        <button
          type="button"
          onClick={() => {
            setAttempt((count) => count + 1);
          }}
        >
          {t('socialLink.tryAgain')}
        </button>
      </p>
    );
  }
  const { view } = load;
  const openDialog = () => {
    setDialog(({ key }) => ({ open: true, key: key + 1 }));
  };
  const chosen = choice ?? view.pageId;

  return (
    <div ref={root} className="grid justify-items-start gap-4 [&_p]:m-0">
      <p>{t('socialLink.intro')}</p>
      {view.connected && view.missingPermissions.length > 0 && (
        <div role="alert" tabIndex={-1} data-focus-after="">
          <p>{t('socialLink.missing')}</p>
          <ul className="m-0 ps-5">
            {view.missingPermissions.map((permission) => (
              <li key={permission}>{t(`socialLink.permissions.${permission}`, { defaultValue: permission })}</li>
            ))}
          </ul>
        </div>
      )}
      {view.pages.length > 0 && (
        <PageChoice
          id={`${fieldPathId.$id}_facebookPageId`}
          view={view}
          chosen={chosen}
          disabled={busy}
          onChoose={setChoice}
          onRequest={(pageId) => void act(() => requestPageAccess(sessionId, pageId), requestProblemOf)}
          onCheckAgain={() =>
            void act(
              () => fetchSocialLink(sessionId),
              () => 'socialLink.failed',
            )
          }
        />
      )}
      {problem !== null && (
        <p role="alert" tabIndex={-1} data-focus-after="">
          {t(problem)}
        </p>
      )}
      <div className={ACTIONS}>
        <button type="button" disabled={busy} onClick={openDialog}>
          {view.connected ? t('socialLink.connectAgain') : t('socialLink.connect')}
        </button>
      </div>
      {/* An owner who said "None of these" (OL §2 business details) has no page to connect yet. */}
      {!view.connected && <p className={SMALL_PRINT}>{t('socialLink.noPage')}</p>}
      <FieldErrors errorSchema={errorSchema} />
      <ConsentDialog
        key={dialog.key}
        open={dialog.open}
        permissions={view.requestedPermissions}
        onCancel={() => {
          setDialog(({ key }) => ({ open: false, key }));
        }}
        onConsent={(granted) => {
          setDialog(({ key }) => ({ open: false, key }));
          const token = localConsentToken(standInUserOf(sessionId), granted);
          void act(
            () => exchangeSocialToken(sessionId, token),
            () => 'socialLink.connectFailed',
          );
        }}
      />
    </div>
  );
}

interface PageChoiceProps {
  /** The step field the choice fills (`root_facebookPageId`): the radio group's id and name. */
  readonly id: string;
  readonly view: SocialLinkView;
  readonly chosen: string | null;
  readonly disabled: boolean;
  readonly onChoose: (pageId: string) => void;
  readonly onRequest: (pageId: string) => void;
  readonly onCheckAgain: () => void;
}

/** The pages offered, as radio buttons, ad access for the one chosen, and where its request stands. */
function PageChoice({ id, view, chosen, disabled, onChoose, onRequest, onCheckAgain }: PageChoiceProps) {
  const { t } = useTranslation('widgets');
  const requested = view.pages.find((page) => page.pageId === view.pageId);
  // A page they are admin of is linked at once (OL §6); another page's admin must approve first.
  const chosenPage = view.pages.find((page) => page.pageId === chosen);
  return (
    <>
      <fieldset id={id} className={CHOICE_FRAME}>
        <legend>{t('socialLink.choosePage')}</legend>
        {view.pages.map((page) => (
          <label key={page.pageId} className="flex items-baseline gap-2">
            <input
              type="radio"
              name={id}
              value={page.pageId}
              checked={chosen === page.pageId}
              disabled={disabled}
              onChange={() => {
                onChoose(page.pageId);
              }}
            />
            <span>
              {page.name}
              <span className={PAGE_DETAIL}>{page.isAdmin ? t('socialLink.admin') : t('socialLink.notAdmin')}</span>
              <span className={PAGE_DETAIL}>
                {page.instagramAccounts[0] === undefined
                  ? t('socialLink.noPhotoSharing')
                  : t('socialLink.photoSharing', { username: page.instagramAccounts[0].username })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className={ACTIONS}>
        <button
          type="button"
          disabled={disabled || chosen === null || (chosen === view.pageId && view.pageAccessStatus === 'approved')}
          onClick={() => {
            if (chosen !== null) onRequest(chosen);
          }}
        >
          {chosenPage?.isAdmin === true
            ? t('socialLink.linkPage', { page: chosenPage.name })
            : t('socialLink.requestAccess')}
        </button>
      </div>
      {requested !== undefined && (
        <p role="status" tabIndex={-1} data-focus-after="">
          {view.pageAccessStatus === 'approved'
            ? t('socialLink.approved', { page: requested.name })
            : t('socialLink.waiting', { page: requested.name })}{' '}
          {view.pageAccessStatus === 'requested' && (
            <button type="button" disabled={disabled} onClick={onCheckAgain}>
              {t('socialLink.checkAgain')}
            </button>
          )}
        </p>
      )}
    </>
  );
}

/** The step's field errors (the server's refusals, a missing page): this field draws the step's fields itself. */
function FieldErrors({ errorSchema }: { readonly errorSchema: ErrorSchema | undefined }) {
  const errors = ['facebookPageId', 'instagramAccountId'].flatMap(
    (name) => (errorSchema?.[name] as { __errors?: string[] } | undefined)?.__errors ?? [],
  );
  if (errors.length === 0) return null;
  return (
    <ul role="alert" className="error-detail">
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
