import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoneyFormat } from '../money/use-money-format.ts';
import { PagedTable } from '../../ui/paged-table.tsx';
import type { BriefPage } from './briefs-api.ts';
import { BADGE } from '../../ui/table-styles.ts';

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
  return (
    <PagedTable
      slice={page}
      empty={t(filtered ? 'list.noneWithFilter' : 'list.none')}
      caption={t('list.caption')}
      className="briefs-table"
      columns={[t('list.brief'), t('list.status'), t('list.plan'), t('list.updated')]}
      pagerLabel={t('list.pages')}
      onPage={onPage}
    >
      {page.items.map((brief) => (
        <tr key={brief.id}>
          <th scope="row">
            <Link to={{ search: `?briefId=${String(brief.id)}` }}>{brief.title}</Link>
          </th>
          <td>
            <span className={`${BADGE} brief-status-${String(brief.status)}`}>
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
    </PagedTable>
  );
}
