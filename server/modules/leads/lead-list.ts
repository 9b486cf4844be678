import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LeadsQuery } from '../../../schemas/generated/api/leads-query.ts';
import { Lead } from './entities.ts';
import { numericId } from '../../request-input.ts';
import { containsPattern } from '../shared/like-pattern.ts';

export const DEFAULT_PAGE_SIZE = 20;

/**
 * A profile's leads narrowed by the leads screen's filters (AP §2: search; status; campaign).
 * Search matches a part of the name, e-mail, phone, city or service needed, case aside; typed
 * digits also find a phone written with spaces or dashes ("98765 43210" finds +919876543210).
 */
export function leadFilter(businessProfileId: number, query: LeadsQuery): FilterQuery<Lead> {
  const where: FilterQuery<Lead> & Record<string, unknown> = { businessProfile: businessProfileId };
  if (query.status !== undefined) where.status = query.status;
  // An id past the id column's range names no campaign: 0 is never an id, so it matches none.
  if (query.campaignId !== undefined) where.campaign = numericId(query.campaignId) ?? 0;
  const search = query.search?.trim() ?? '';
  if (search !== '') {
    const pattern = containsPattern(search);
    const digits = search.replace(/[\s()+-]/g, '');
    where.$or = [
      { name: { $ilike: pattern } },
      { email: { $ilike: pattern } },
      { phone: { $ilike: pattern } },
      { city: { $ilike: pattern } },
      { serviceNeeded: { $ilike: pattern } },
      ...(/^[0-9]{3,}$/.test(digits) && digits !== search ? [{ phone: { $like: `%${digits}%` } }] : []),
    ];
  }
  return where;
}

// Newest first; the id breaks ties so that pages never repeat nor skip a lead.
const NEWEST_FIRST = { submittedAt: 'desc', id: 'desc' } as const;

/** One page of a profile's leads, newest first (AP §2 leads screen), with how many there are in all. */
export async function leadsPage(em: EntityManager, businessProfileId: number, query: LeadsQuery) {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);
  const [items, total] = await em.findAndCount(Lead, leadFilter(businessProfileId, query), {
    orderBy: NEWEST_FIRST,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    populate: ['campaign'],
  });
  return { items: items.map(leadView), total, page, pageSize };
}

/** Every lead the filters find, newest first (the CSV download). */
export function allLeads(em: EntityManager, businessProfileId: number, query: LeadsQuery): Promise<Lead[]> {
  return em.find(Lead, leadFilter(businessProfileId, query), { orderBy: NEWEST_FIRST, populate: ['campaign'] });
}

/** AP §3 Lead: status, mobile, email, city, service needed, submitted date, campaign. */
export function leadView(lead: Lead) {
  return {
    id: lead.id,
    status: lead.status,
    name: lead.name ?? null,
    email: lead.email ?? null,
    phone: lead.phone ?? null,
    serviceNeeded: lead.serviceNeeded ?? null,
    city: lead.city ?? null,
    consents: lead.consents,
    submittedAt: lead.submittedAt.toISOString(),
    campaign: { id: lead.campaign.id, name: lead.campaign.name },
  };
}
