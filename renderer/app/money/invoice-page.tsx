import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../shell/page-title.ts';
import { ApiError, ErrorCode } from '../../session/api-error.ts';
import { appPath } from '../../session/destinations.ts';
import type { Invoice } from '../../../schemas/generated/index.ts';
import { fetchInvoice, fetchInvoicePdf, saveFile } from './invoice-api.ts';
import { LoadFailed, Loading, reloadOf } from './load-states.tsx';
import { useFailureMessage } from './use-failure-message.ts';
import { useMoneyFormat } from './use-money-format.ts';
import { useAppData } from '../shell/app-data.ts';
import { MONEY_TABLE } from '../../ui/table-styles.ts';

/**
 * /app/{businessProfileId}/invoice/{invoiceId} (AP §2): a payment's invoice as the PDF prints it
 * (the server's rows and amounts), to print or to download as that PDF.
 */
export function Component() {
  const { t } = useTranslation('money');
  const { profile } = useAppData();
  const invoiceId = useParams().id ?? '';

  const query = useQuery({
    queryKey: ['invoice', profile.id, invoiceId],
    queryFn: () => fetchInvoice(profile.id, invoiceId),
  });
  const invoice = query.isSuccess ? query.data : null;
  usePageTitle(invoice === null ? t('app:pages.invoice') : t('invoice.heading', { number: invoice.number }));
  const notFound = query.error instanceof ApiError && query.error.code === ErrorCode.doesNotExist;
  return (
    <main className="app-page invoice-page">
      <p className="invoice-back">
        <Link to={appPath(profile.id, 'wallet')}>{t('invoice.back')}</Link>
      </p>
      {query.isPending && (
        <>
          <h1>{t('app:pages.invoice')}</h1>
          <Loading />
        </>
      )}
      {query.isError && (
        <>
          <h1>{t('app:pages.invoice')}</h1>
          {notFound ? <p>{t('invoice.notFound')}</p> : <LoadFailed error={query.error} onRetry={reloadOf(query)} />}
        </>
      )}
      {invoice !== null && <InvoiceDocument invoice={invoice} profileId={profile.id} />}
    </main>
  );
}

function InvoiceDocument({ invoice, profileId }: { readonly invoice: Invoice; readonly profileId: number }) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  const { seller, buyer } = invoice;
  const taxIdKey = invoice.taxKind === 'GST' ? 'invoice.gstin' : 'invoice.vatNumber';
  return (
    <article className="invoice-document" aria-labelledby="invoice-heading">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <h1 id="invoice-heading">{t('invoice.heading', { number: invoice.number })}</h1>
        <DownloadActions invoice={invoice} profileId={profileId} />
      </header>
      <p>
        {t('invoice.issued')}: <time dateTime={invoice.issuedAt}>{format.date(invoice.issuedAt)}</time>
      </p>
      <div className="my-6 grid grid-cols-[repeat(auto-fit,minmax(14rem,1fr))] gap-6 [&_address]:flex [&_address]:flex-col [&_address]:not-italic [&_h2]:mx-0 [&_h2]:mt-0 [&_h2]:mb-[0.35rem] [&_h2]:text-[0.875rem] [&_h2]:text-muted [&_h2]:uppercase">
        <section aria-labelledby="invoice-from">
          <h2 id="invoice-from">{t('invoice.from')}</h2>
          <address>
            <strong>{seller.name}</strong>
            {seller.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
            {seller.taxId !== undefined && <span>{t(taxIdKey, { id: seller.taxId })}</span>}
          </address>
        </section>
        <section aria-labelledby="invoice-to">
          <h2 id="invoice-to">{t('invoice.billedTo')}</h2>
          <address>
            <strong>{buyer.name}</strong>
            {buyer.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
            {buyer.gstin !== undefined && <span>{t('invoice.gstin', { id: buyer.gstin })}</span>}
            {buyer.email !== undefined && <span>{buyer.email}</span>}
          </address>
        </section>
      </div>
      <table className={`${MONEY_TABLE} invoice-rows`}>
        <thead>
          <tr>
            <th scope="col">{t('invoice.description')}</th>
            <th scope="col" className="amount">
              {t('invoice.amount', { currency: invoice.currencyCode })}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.rows.map((row, index) => (
            <tr key={`${row.kind}-${String(index)}`} className={`row-${row.kind}`}>
              <th scope="row">{row.label}</th>
              <td className="amount">{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {t('invoice.paymentReference')}: <code>{invoice.paymentReference}</code>
      </p>
    </article>
  );
}

/** Print, and the PDF: it needs the bearer token, so it is fetched, then saved as `{number}.pdf`. */
function DownloadActions({ invoice, profileId }: { readonly invoice: Invoice; readonly profileId: number }) {
  const { t } = useTranslation('money');
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setNotice(null);
    try {
      saveFile(await fetchInvoicePdf(profileId, String(invoice.id)), `${invoice.number}.pdf`);
    } catch (error) {
      setNotice(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="invoice-actions flex flex-wrap gap-3">
      <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void download()}>
        {t('invoice.download')}
      </button>
      <button
        type="button"
        onClick={() => {
          window.print();
        }}
      >
        {t('invoice.print')}
      </button>
      {notice !== null && (
        <p role="alert" className="form-notice">
          {notice}
        </p>
      )}
    </div>
  );
}
