import { linkSocialPage, type LinkedPage } from '../../scripts/link-social-page.ts';
import type { TestApp } from './test-server.ts';

/**
 * Links a page for the session the way its visitor does on the link-accounts screen (OL §6): every
 * permission granted in the local consent dialog, then ad access to the page they are admin of,
 * approved at once by the server's local stand-in for the social network. Answers the page and
 * its photo-sharing account, what the step is then answered with.
 */
export function linkPageForSession(
  server: TestApp,
  sessionId: string,
  auth: Record<string, string> = {},
  user?: string,
): Promise<Required<LinkedPage>> {
  return linkSocialPage(
    (method, path, body, headers) => server.request(method, path, body, headers),
    sessionId,
    auth,
    user,
  );
}
