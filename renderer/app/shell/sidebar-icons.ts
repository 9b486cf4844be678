import {
  Building2,
  ChartColumn,
  FileText,
  Inbox,
  LayoutDashboard,
  Package,
  Store,
  UsersRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { SidebarItemId } from './sidebar-items.ts';

/** The icon of each sidebar entry: what is left to recognise it by when the sidebar is 70 px wide. */
export const SIDEBAR_ICONS: Readonly<Record<SidebarItemId, LucideIcon>> = {
  dashboard: LayoutDashboard,
  productInsights: ChartColumn,
  publishedReports: FileText,
  leads: Inbox,
  wallet: Wallet,
  audience: UsersRound,
  storeSetup: Store,
  productFeed: Package,
  franchiseStores: Building2,
};
