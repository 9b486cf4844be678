import { redirect } from 'react-router';
import type { PortalView } from '../../schemas/generated/index.ts';

/** What a page needs of its portal (accounts-and-platform §1, §3): the brand and whether sign-up is open. */
export interface Portal {
  readonly title: string;
  readonly headerLogo: string | null;
  readonly supportLink: string | null;
  readonly isSignupEnabled: boolean;
  /** The portal's colours (`brand`, `brandStrong`), as CSS custom properties of the page. */
  readonly theme: Readonly<Record<string, string>>;
  /** §3 flags that gate the signed-in pages (the sidebar, creating profiles). */
  readonly isBrandPortal: boolean;
  readonly isCreativeBuilderPortal: boolean;
  readonly isRichMediaAdBuilderPortal: boolean;
}

const byDomain = new Map<string, Promise<Portal>>();

const OVERRIDE_KEY = 'adflow.portalDomain';

/**
 * The portal of this host (§1). A `portalDomain` query overrides the host for the rest of the
 * visit (this tab), since the query does not travel from page to page. Portals do not change
 * while a page is open: one request per domain.
 */
export async function loadPortal(url: URL): Promise<Portal> {
  const asked = url.searchParams.get('portalDomain');
  if (asked !== null) sessionStorage.setItem(OVERRIDE_KEY, asked);
  const override = asked ?? sessionStorage.getItem(OVERRIDE_KEY);
  try {
    return await portalOf(override ?? url.hostname);
  } catch (error) {
    if (!(error instanceof InvalidPortalError) || override === null) throw error;
    // AP §8 invalid portal (55): the override named no portal; the user goes to login, on this
    // host's own portal.
    sessionStorage.removeItem(OVERRIDE_KEY);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- a loader throws react-router's redirect Response
    throw redirect('/login');
  }
}

/** The portal domain asked for in this visit, for the calls that take `portalDomain` (§1). */
export function portalDomainOverride(): { portalDomain?: string } {
  const domain = sessionStorage.getItem(OVERRIDE_KEY);
  return domain === null ? {} : { portalDomain: domain };
}

function portalOf(domain: string): Promise<Portal> {
  const known = byDomain.get(domain);
  if (known !== undefined) return known;
  const loading = fetchPortal(domain);
  byDomain.set(domain, loading);
  loading.catch(() => byDomain.delete(domain));
  return loading;
}

/** AP §8 code 55: no portal answers the domain. */
export class InvalidPortalError extends Error {
  override name = 'InvalidPortalError';
}

async function fetchPortal(domain: string): Promise<Portal> {
  const response = await fetch(`/api/portals?domain=${encodeURIComponent(domain)}`);
  const body = (await response.json()) as { data?: PortalView[]; message?: string; errorCode?: number };
  // An unknown host is the server's 55 (invalid portal): its message says which.
  if (body.errorCode === 55) throw new InvalidPortalError(body.message);
  if (!response.ok) throw new Error(body.message ?? `The portal could not be loaded (HTTP ${response.status})`);
  const data = body.data ?? [];
  const [portal] = data;
  if (portal === undefined) throw new Error(`No portal for ${domain}`);
  return {
    title: portal.portalDefaultConfig.title,
    headerLogo: portal.headerLogo,
    supportLink: portal.portalDefaultConfig.supportLink,
    isSignupEnabled: portal.isSignupEnabled,
    theme: portal.theme,
    isBrandPortal: portal.isBrandPortal,
    isCreativeBuilderPortal: portal.isCreativeBuilderPortal,
    isRichMediaAdBuilderPortal: portal.isRichMediaAdBuilderPortal,
  };
}
