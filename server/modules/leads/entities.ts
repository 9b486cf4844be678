import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { LeadStatus } from '../../../schemas/generated/enums/lead-status.ts';
import { updatedAt } from '../../db/columns.ts';
import { BusinessProfile } from '../accounts/entities.ts';
import { Campaign } from '../campaigns/entities.ts';

export type { LeadStatus };

/**
 * A visitor's answers to a campaign's lead form (AP §3 Lead: status, mobile, email, city, service
 * needed, submitted date, campaign; OL §3 lead form fields). The profile is kept beside the
 * campaign so the leads screen lists a profile's leads, newest first, from one index.
 */
export const Lead = defineEntity({
  name: 'Lead',
  tableName: 'lead',
  indexes: [
    { name: 'lead_profile_submitted', properties: ['businessProfile', 'submittedAt'] },
    { name: 'lead_profile_status_submitted', properties: ['businessProfile', 'status', 'submittedAt'] },
    { name: 'lead_campaign_submitted', properties: ['campaign', 'submittedAt'] },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    businessProfile: () => p.manyToOne(BusinessProfile).deleteRule('cascade'),
    campaign: () => p.manyToOne(Campaign).deleteRule('cascade'),
    /** Only the fields the form asks for hold a value (OL §3 Name 1, Email 2, Phone 3, Service needed 4, City 5). */
    name: p.string().length(100).nullable(),
    email: p.string().length(254).nullable(),
    /** E.164 (+919876543210): libphonenumber-js found it a real number. */
    phone: p.string().length(20).nullable(),
    serviceNeeded: p.string().length(200).nullable(),
    city: p.string().length(100).nullable(),
    /** OL §3 data-use consents the visitor ticked, of those the form offered. */
    consents: p.json<number[]>(),
    /** OL §5: the privacy policy must be accepted; the address it was accepted at. */
    privacyPolicyUrl: p.text(),
    status: p.string().length(20).$type<LeadStatus>().default('new'),
    submittedAt: p.datetime(),
    updatedAt: updatedAt(),
  },
});
export type Lead = InferEntity<typeof Lead>;
