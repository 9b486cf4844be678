import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoneyFormat } from '../money/use-money-format.ts';
import { Pager } from '../pager.tsx';
import type { BriefPage } from './briefs-api.ts';

/** The profile's briefs, most recently changed first: each opens at ?briefId=. */
export function BriefList({
  page,
  filtered,
  onPage,
}: {
  readonly page: BriefPage;
  readonly filtered: boolean;
  readonly onPage: (page: number) => void;
}) {
  const { t } = useTranslation('briefs');
  const { date } = useMoneyFormat();
  if (page.total === 0) return <p className="empty-state">{t(filtered ? 'list.noneWithFilter' : 'list.none')}</p>;
  return (
    <>
      <div className="table-scroll">
        <table className="money-table briefs-table">
          <caption className="visually-hidden">{t('list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('list.brief')}</th>
              <th scope="col">{t('list.status')}</th>
              <th scope="col">{t('list.plan')}</th>
              <th scope="col">{t('list.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((brief) => (
              <tr key={brief.id}>
                <th scope="row">
                  <Link to={{ search: `?briefId=${String(brief.id)}` }}>{brief.title}</Link>
                </th>
                <td>
                  <span className={`badge brief-status-${String(brief.status)}`}>
                    {t(`filters.${String(brief.status)}`)}
                  </span>
                </td>
                <td>
                  {brief.latestVersion === null
                    ? t('list.noPlan')
                    : t('list.latest', {
                        number: brief.latestVersion.number,
                        state: t(`version.states.${brief.latestVersion.state}`),
                      })}
                </td>
                <td>{date(brief.updatedAt, true)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page.page} total={page.total} pageSize={page.pageSize} onPage={onPage} label={t('list.pages')} />
    </>
  );
}
