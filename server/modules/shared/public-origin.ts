import type { Request } from 'express';

/**
 * Where links handed to clients point (summary pages, media files): the configured public
 * address (PUBLIC_URL), else the one the request came to.
 */
export function publicOrigin(req: Request): string {
  const configured = process.env.PUBLIC_URL;
  if (configured !== undefined && configured !== '') return configured.replace(/\/+$/, '');
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
