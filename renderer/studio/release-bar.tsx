import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../session/api-error.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useFailureMessage } from '../app/money/use-failure-message.ts';
import { ReleaseReport } from './release-report.tsx';
import { CONFLICT, publishDraft, validateDraft, type Finding, type ReleaseCheck } from './studio-api.ts';
import type { FlowDraft } from './use-flow-draft.ts';
import { CHOICE_ROW } from './studio-styles.ts';

/**
 * Save, validate and publish the flow's draft (issue 9). Publishing checks first: problems stop it,
 * breaking findings (live sessions affected) need a yes; sessions already started keep their version.
 */
export function ReleaseBar({ flowId, draft }: { readonly flowId: string; readonly draft: FlowDraft }) {
  const { t } = useTranslation('studio');
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [check, setCheck] = useState<ReleaseCheck | null>(null);
  const [confirming, setConfirming] = useState<readonly Finding[] | null>(null);
  const state = draft.state;
  if (state === null) return null;
  const dirty = state.bundle !== state.saved;
  const draftVersion = state.draft?.version ?? null;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setStatus(null);
    try {
      await action();
    } catch (error) {
      setStatus(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => {
      const outcome = await draft.save();
      setCheck(null);
      setStatus(outcome === 'saved' ? t('release.saved') : t('release.conflict'));
    });
  const validate = () =>
    run(async () => {
      setCheck(await validateDraft(flowId));
      setStatus(t('release.checked'));
    });
  const publish = (version: number, confirmBreaking: boolean) =>
    run(async () => {
      setConfirming(null);
      if (!confirmBreaking) {
        const found = await validateDraft(flowId);
        setCheck(found);
        if (!found.publishable) {
          setStatus(t('release.notPublishable'));
          return;
        }
        if (found.needsConfirmation) {
          setConfirming(found.findings.filter((finding) => finding.breaking));
          return;
        }
      }
      try {
        const released = await publishDraft(flowId, version, confirmBreaking);
        setCheck(null);
        draft.reload();
        setStatus(t('release.published', { version: released.version.version }));
      } catch (error) {
        if (error instanceof ApiError && error.code === CONFLICT) setStatus(t('release.changedMeanwhile'));
        else throw error;
      }
    });

  return (
    <section className="rounded-card border border-line p-4" aria-labelledby="release-heading">
      <h2 id="release-heading" className="mbs-0 text-[1.1rem]">
        {t('release.heading')}
      </h2>
      <p>
        {state.draft === null
          ? t('release.noDraft', { version: state.newestVersion ?? 0 })
          : t('release.draft', { version: state.draft.basedOnVersion })}
        {dirty && ` ${t('release.unsaved')}`}
      </p>
      <div className={CHOICE_ROW}>
        <button type="button" disabled={busy || !dirty} onClick={() => void save()}>
          {t('release.save')}
        </button>
        <button type="button" disabled={busy || dirty || draftVersion === null} onClick={() => void validate()}>
          {t('release.validate')}
        </button>
        <button
          type="button"
          disabled={busy || dirty || draftVersion === null}
          onClick={() => {
            if (draftVersion !== null) void publish(draftVersion, false);
          }}
        >
          {t('release.publish')}
        </button>
      </div>
      <p role="status" className="form-status">
        {status}
      </p>
      {check !== null && <ReleaseReport check={check} />}
      <ConfirmDialog
        open={confirming !== null}
        question={
          <>
            {t('release.confirmBreaking')}
            {(confirming ?? []).map((finding) => (
              <span key={finding.message} className="mbs-2 block">
                {finding.message}
              </span>
            ))}
          </>
        }
        yes={t('release.publishAnyway')}
        no={t('release.cancel')}
        busy={busy}
        onYes={() => {
          if (draftVersion !== null) void publish(draftVersion, true);
        }}
        onNo={() => {
          setConfirming(null);
        }}
      />
    </section>
  );
}
