import {
  RateLimitCounter,
  User,
  PortalMember,
  BusinessProfile,
  ProfileMember,
  AuthSession,
  OtpChallenge,
  OneTimeLink,
  OutboxMessage,
  CallbackRequest,
} from '../modules/accounts/entities.ts';
import { AddOnSubscription } from '../modules/add-ons/entities.ts';
import { Asset } from '../modules/assets/entities.ts';
import { Audience } from '../modules/audience/entities.ts';
import { Brief, BriefVersion } from '../modules/briefs/entities.ts';
import { Campaign, ChannelPublication, CampaignRevision, ChannelUpdate } from '../modules/campaigns/entities.ts';
import { CreativeGeneration } from '../modules/creatives/entities.ts';
import { CampaignDailyStat } from '../modules/dashboard/entities.ts';
import { FlowSession } from '../modules/flow-sessions/entities.ts';
import { FlowVersion, FlowDraft, FlowAudit } from '../modules/flow-versions/entities.ts';
import { FranchiseStore } from '../modules/franchise/entities.ts';
import { FlowStepEvent } from '../modules/funnel/entities.ts';
import { Invoice } from '../modules/invoices/entities.ts';
import { Lead } from '../modules/leads/entities.ts';
import { MediaFile } from '../modules/media/entities.ts';
import { PaymentCustomer, PaymentOrder, ProviderEvent } from '../modules/payments/entities.ts';
import { Portal } from '../modules/portals/entities.ts';
import { PromoCode, PromoRedemption } from '../modules/pricing/entities.ts';
import {
  ProductCatalog,
  ProductFeed,
  ProductFeedRun,
  ProductFeedBadRow,
  Product,
} from '../modules/product-feed/entities.ts';
import { PublishedReport } from '../modules/reports/entities.ts';
import { SocialPageAccess, SocialLink } from '../modules/social-links/entities.ts';
import { StoreProfile } from '../modules/stores/entities.ts';
import { SummaryLink } from '../modules/summary-links/entities.ts';
import { Wallet, WalletTransaction } from '../modules/wallet/entities.ts';

/** Every entity the ORM maps: each is defined in the module that owns its table. */
export const entities = [
  FlowSession,
  SummaryLink,
  MediaFile,
  CreativeGeneration,
  Portal,
  RateLimitCounter,
  User,
  PortalMember,
  BusinessProfile,
  ProfileMember,
  AuthSession,
  OtpChallenge,
  OneTimeLink,
  OutboxMessage,
  CallbackRequest,
  PaymentCustomer,
  PromoCode,
  PromoRedemption,
  Campaign,
  Wallet,
  WalletTransaction,
  PaymentOrder,
  Invoice,
  ProviderEvent,
  ChannelPublication,
  Lead,
  CampaignDailyStat,
  SocialPageAccess,
  SocialLink,
  FranchiseStore,
  CampaignRevision,
  ChannelUpdate,
  StoreProfile,
  ProductCatalog,
  ProductFeed,
  ProductFeedRun,
  ProductFeedBadRow,
  Product,
  PublishedReport,
  Brief,
  BriefVersion,
  AddOnSubscription,
  Asset,
  Audience,
  FlowStepEvent,
  FlowVersion,
  FlowDraft,
  FlowAudit,
];
