import { stringify } from 'csv-stringify/sync';
import type { Lead, LeadStatus } from './entities.ts';

// The download is in English whatever the screen's language (decision 130): a file passed on
// reads the same to everyone, and the status column can be filtered on fixed words.
const STATUS_WORDS: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};
// OL §3 data-use consents.
const CONSENT_WORDS: Readonly<Record<number, string>> = {
  1: 'contact regarding services',
  2: 'newsletter',
  3: 'promotional messages',
  4: 'retargeting',
};

const COLUMNS = [
  'Name',
  'Status',
  'Mobile',
  'Email',
  'City',
  'Service needed',
  'Submitted on',
  'Campaign',
  'Consents',
] as const;

/**
 * The leads as a CSV file (AP §2 leads download), one row per lead with the detail dialog's
 * fields. Visitors typed these cells, so csv-stringify's `escape_formulas` prefixes a cell that
 * starts with = + - @ tab or CR with a quote: spreadsheets show it as text and never run it as a
 * formula (decision 131). A byte order mark tells spreadsheets the file is UTF-8.
 */
export function leadsCsv(leads: readonly Lead[]): string {
  const rows = leads.map((lead) => [
    lead.name ?? '',
    STATUS_WORDS[lead.status as LeadStatus],
    lead.phone ?? '',
    lead.email ?? '',
    lead.city ?? '',
    lead.serviceNeeded ?? '',
    lead.submittedAt.toISOString(),
    lead.campaign.name,
    lead.consents.map((consent) => CONSENT_WORDS[consent] ?? String(consent)).join('; '),
  ]);
  return stringify(rows, { header: true, columns: [...COLUMNS], escape_formulas: true, bom: true });
}
