import type { Request } from 'express';

/**
 * Where links handed to clients point (summary pages, media files): the configured public
 * address (PUBLIC_URL), else the one the request came to.
 */
export function publicOrigin(req: Request): string {
  return configuredPublicUrl(req) ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** PUBLIC_URL as the app was created with (server/config.ts), without a trailing slash. */
export function configuredPublicUrl(req: Request): string | undefined {
  return (req.app.locals as { publicUrl?: string }).publicUrl;
}
