/** What a page needs of its portal (accounts-and-platform §1, §3): the brand and whether sign-up is open. */
export interface Portal {
  readonly title: string;
  readonly headerLogo: string | null;
  readonly supportLink: string | null;
  readonly isSignupEnabled: boolean;
}

interface PortalRecord {
  readonly headerLogo: string | null;
  readonly isSignupEnabled: boolean;
  readonly portalDefaultConfig: { readonly title: string; readonly supportLink?: string };
}

const byDomain = new Map<string, Promise<Portal>>();

/**
 * The portal of this host (a `portalDomain` query overrides it, §1). Portals do not change while a
 * page is open: one request per domain.
 */
export function loadPortal(url: URL): Promise<Portal> {
  const domain = url.searchParams.get('portalDomain') ?? url.hostname;
  const known = byDomain.get(domain);
  if (known !== undefined) return known;
  const loading = fetchPortal(domain);
  byDomain.set(domain, loading);
  loading.catch(() => byDomain.delete(domain));
  return loading;
}

async function fetchPortal(domain: string): Promise<Portal> {
  const response = await fetch(`/api/portals?domain=${encodeURIComponent(domain)}`);
  if (!response.ok) throw new Error(`The portal could not be loaded (HTTP ${response.status})`);
  const { data } = (await response.json()) as { data: PortalRecord[] };
  const [portal] = data;
  if (portal === undefined) throw new Error(`No portal for ${domain}`);
  return {
    title: portal.portalDefaultConfig.title,
    headerLogo: portal.headerLogo,
    supportLink: portal.portalDefaultConfig.supportLink ?? null,
    isSignupEnabled: portal.isSignupEnabled,
  };
}
