import { useTranslation } from 'react-i18next';
import type { ReleaseCheck } from './studio-api.ts';

/**
 * What validating found (issue 9), in plain words: problems (everything `npm run flow -- validate`
 * reports) stop a publish; findings say what publishing does to sessions under way, breaking ones
 * needing a yes.
 */
export function ReleaseReport({ check }: { readonly check: ReleaseCheck }) {
  const { t } = useTranslation('studio');
  const clean = check.problems.length === 0 && check.findings.length === 0;
  return (
    <div className="release-report">
      {clean && <p>{t('report.clean', { version: check.newestVersion + 1 })}</p>}
      {check.problems.length > 0 && (
        <>
          <h3>{t('report.problems', { number: check.problems.length })}</h3>
          <ul className="report-problems">
            {check.problems.map((problem) => (
              <li key={`${problem.file}${problem.path}${problem.message}`}>
                <code>
                  {problem.file}
                  {problem.path === '' ? '' : `#${problem.path}`}
                </code>
                : {problem.message}
              </li>
            ))}
          </ul>
        </>
      )}
      {check.findings.length > 0 && (
        <>
          <h3>{t('report.findings', { number: check.findings.length })}</h3>
          <ul className="report-findings">
            {check.findings.map((finding) => (
              <li key={finding.message} className={finding.breaking ? 'breaking text-danger' : undefined}>
                <strong>{finding.breaking ? t('report.breaking') : t('report.safe')}</strong> {finding.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
