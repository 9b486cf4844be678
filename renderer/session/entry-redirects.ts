// The redirects of accounts-and-platform §2 that need no page code: loaders run before a page's
// code is even fetched.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { afterLoginPath, loginPathFor } from './destinations.ts';
import { storedSession, storedUser } from './session-store.ts';

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** The user signed in on this browser, if any: a stored access token and a loaded user (§2). */
function signedInUser() {
  return storedSession() === null ? null : storedUser();
}

/**
 * `/` (§2: redirects to /login): signed in, the page login would have led to. A sign-in a flow made
 * (a summary link's code) may hold the tokens before the user is loaded: it is loaded here.
 */
export async function entryLoader(): Promise<Response> {
  const session = storedSession();
  const user =
    signedInUser() ??
    (session === null
      ? null
      : await import('./signed-in-user.ts')
          .then(({ loadSignedInUser }) => loadSignedInUser(session.userId))
          .catch(() => null));
  return redirect(user === null ? '/login' : afterLoginPath(user, null));
}

/** /login and sign-up are for signed-out visitors: a signed-in one goes where login leads. */
export function signedOutOnlyLoader({ request }: LoaderFunctionArgs): Response | null {
  const user = signedInUser();
  if (user === null) return null;
  return redirect(afterLoginPath(user, new URL(request.url).searchParams.get('redirect')));
}

/** Pages that need sign-in (§2): without it, login with a redirect back. */
export function signedInOnlyLoader({ request }: LoaderFunctionArgs): Response | null {
  return signedInUser() === null ? redirect(loginPathFor(pathOf(request))) : null;
}

/** /verify: a link's hash needs no sign-in; without one it shows the signed-in user's address. */
export function verifyLoader(args: LoaderFunctionArgs): Response | null {
  return new URL(args.request.url).searchParams.has('hash') ? null : signedInOnlyLoader(args);
}
