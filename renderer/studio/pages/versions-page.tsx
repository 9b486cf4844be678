import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../session/api-error.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Loading, reloadOf } from '../../app/money/load-states.tsx';
import { useFailureMessage } from '../../app/money/use-failure-message.ts';
import { DiffView } from '../diff-view.tsx';
import { StudioLoadFailed } from '../staff-only.tsx';
import { CONFLICT, fetchVersions, rollBack, type Finding, type VersionSummary } from '../studio-api.ts';
import { useDateTime } from '../use-date-time.ts';
import { useStudioDraft } from '../use-flow-draft.ts';
import '../studio-i18n.ts';
import { ROWS_AS_CARDS_ON_PHONES } from '../../ui/table-styles.ts';
import { STUDIO_TABLE } from '../studio-styles.ts';

/** What a roll back waits on: the first yes, then (when live sessions are affected) a second one. */
interface RollBackQuestion {
  readonly version: number;
  readonly breaking: readonly Finding[] | null;
}

/**
 * /studio/{flowId}/versions (issue 9): who published which version and when, the difference
 * between two versions (or a version and the draft), and roll back: an old version published again.
 */
export function Component() {
  const { t } = useTranslation('studio');
  const flowId = useParams().flowId ?? '';
  const draft = useStudioDraft();
  const dateTime = useDateTime();
  const failureMessage = useFailureMessage();

  const query = useQuery({ queryKey: ['versions', flowId], queryFn: () => fetchVersions(flowId) });
  const [question, setQuestion] = useState<RollBackQuestion | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  if (query.isPending) return <Loading />;
  if (query.isError) return <StudioLoadFailed error={query.error} onRetry={reloadOf(query)} />;
  const versions = query.data;
  const newest = versions[0]?.version ?? null;

  const answer = async ({ version, breaking }: RollBackQuestion) => {
    setBusy(true);
    try {
      const released = await rollBack(flowId, version, breaking !== null);
      setQuestion(null);
      setStatus(t('versions.rolledBack', { from: version, version: released.version.version }));
      void query.refetch();
      draft.reload();
    } catch (error) {
      const findings = findingsOf(error);
      if (breaking === null && findings !== null) setQuestion({ version, breaking: findings });
      else {
        setQuestion(null);
        setStatus(failureMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="versions-heading">
      <h2 id="versions-heading">{t('flow.versions')}</h2>
      <p role="status" className="form-status">
        {status}
      </p>
      <div className="table-scroll">
        <table className={`${STUDIO_TABLE} ${ROWS_AS_CARDS_ON_PHONES}`}>
          <thead>
            <tr>
              <th scope="col">{t('versions.version')}</th>
              <th scope="col">{t('versions.publishedBy')}</th>
              <th scope="col">{t('versions.publishedAt')}</th>
              <th scope="col">{t('versions.action')}</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.version}>
                <th scope="row">{versionName(version, t)}</th>
                <td data-label={t('versions.publishedBy')}>{version.publishedBy?.emailAddress ?? t('commandLine')}</td>
                <td data-label={t('versions.publishedAt')}>{dateTime(version.publishedAt)}</td>
                <td>
                  {version.version !== newest && (
                    <button
                      type="button"
                      onClick={() => {
                        setQuestion({ version: version.version, breaking: null });
                      }}
                    >
                      {t('versions.rollBack', { version: version.version })}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {newest !== null && (
        <DiffView
          flowId={flowId}
          versions={versions.map((version) => version.version)}
          hasDraft={draft.state?.draft != null}
        />
      )}
      <ConfirmDialog
        open={question !== null}
        question={
          question?.breaking == null ? (
            t('versions.confirm', { version: question?.version ?? 0 })
          ) : (
            <>
              {t('versions.confirmBreaking')}
              {question.breaking.map((finding) => (
                <span key={finding.message} className="mbs-2 block">
                  {finding.message}
                </span>
              ))}
            </>
          )
        }
        yes={question?.breaking == null ? t('versions.yes') : t('versions.rollBackAnyway')}
        no={t('release.cancel')}
        busy={busy}
        onYes={() => {
          if (question !== null) void answer(question);
        }}
        onNo={() => {
          setQuestion(null);
        }}
      />
    </section>
  );
}

const versionName = (version: VersionSummary, t: TFunction<'studio'>) =>
  version.fromVersion === null
    ? t('versions.name', { version: version.version })
    : t('versions.nameRolledBack', { version: version.version, from: version.fromVersion });

/** The breaking findings a refused roll back names (409 with findings), else null. */
function findingsOf(error: unknown): readonly Finding[] | null {
  if (!(error instanceof ApiError) || error.code !== CONFLICT) return null;
  const { findings } = error.body as { findings?: readonly Finding[] };
  const breaking = (findings ?? []).filter((finding) => finding.breaking);
  return breaking.length > 0 ? breaking : null;
}
