import { localConsentToken } from '../server/adapters/social-pages.ts';

/** The step that links the social page, in every flow that has one. */
export const LINK_ACCOUNTS_SCHEMA = 'steps/link-accounts.schema.json';

/** One JSON call of the API: its status and parsed body. */
export type ApiCall = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ readonly status: number; readonly body: unknown }>;

/** What the link-accounts step is answered with once a page is linked. */
export interface LinkedPage {
  readonly facebookPageId: string;
  readonly instagramAccountId?: string;
}

interface LinkView {
  readonly requestedPermissions: readonly string[];
  readonly pages: readonly {
    readonly pageId: string;
    readonly isAdmin: boolean;
    readonly instagramAccounts: readonly { readonly instagramAccountId: string }[];
  }[];
}

/**
 * Links a page for the session as its visitor does on the link-accounts screen, through the
 * server's local stand-in for the social network: every requested permission granted in the local
 * consent dialog (as `user`, by default one of the session's own), then ad access to the page they
 * are admin of, approved at once (OL §6). Answers the page and its photo-sharing account.
 */
export async function linkSocialPage(
  call: ApiCall,
  sessionId: string,
  headers: Record<string, string> = {},
  user = `visitor-${sessionId}`,
): Promise<Required<LinkedPage>> {
  const base = `/api/localbusiness/${sessionId}`;
  const expectOk = async (method: string, path: string, body?: unknown) => {
    const answer = await call(method, base + path, body, headers);
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as LinkView;
  };
  const { requestedPermissions } = await expectOk('GET', '/socialLink');
  const exchangeToken = localConsentToken(user, requestedPermissions);
  const { pages } = await expectOk('POST', '/socialLink/exchangeToken', { exchangeToken });
  const page = pages.find((candidate) => candidate.isAdmin);
  if (page === undefined) throw new Error('the social network offered no page this visitor is admin of');
  await expectOk('POST', '/live/pageAccess', { pageId: page.pageId });
  return { facebookPageId: page.pageId, instagramAccountId: page.instagramAccounts[0]?.instagramAccountId ?? '' };
}

/** A link-accounts example with the linked page in place of its ids (the photo-sharing account only where it had one). */
export function withLinkedPage(example: unknown, linked: Required<LinkedPage>): LinkedPage {
  const { instagramAccountId } = example as { instagramAccountId?: string };
  return instagramAccountId === undefined
    ? { ...(example as object), facebookPageId: linked.facebookPageId }
    : { ...(example as object), ...linked };
}
