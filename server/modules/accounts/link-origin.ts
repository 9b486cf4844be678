import type { Request } from 'express';
import type { Portal } from '../portals/entities.ts';
import { configuredPublicUrl } from '../shared/public-origin.ts';

// A Host header's port, and nothing else after the name ("partner.localhost:@evil.example" is not one).
const HOST_WITH_PORT = /^[^:/@\s]+(?::([0-9]{1,5}))?$/;

/**
 * Where a link e-mailed for `portal` points (reset, verification, invitation). Never the Host
 * header as sent: a forged one would mail a user a link to someone else's site that carries
 * their key. The configured PUBLIC_URL, else the portal's own domain (with the request's port
 * when the request came to that domain, as in development on localhost:3000).
 */
export function linkOrigin(req: Request, portal: Portal): string {
  const configured = configuredPublicUrl(req);
  if (configured !== undefined) return configured;
  const hostname = req.hostname.toLowerCase();
  const port = HOST_WITH_PORT.exec(req.get('host') ?? '')?.[1];
  if (portal.domains.includes(hostname)) return `${req.protocol}://${hostname}${port === undefined ? '' : `:${port}`}`;
  return `${req.protocol}://${portal.domains[0] ?? hostname}`;
}

/** A link to `path` of the portal's site carrying a one-time key as `?hash=`. */
export const linkTo = (req: Request, portal: Portal, path: string) => (hash: string) =>
  `${linkOrigin(req, portal)}${path}?hash=${encodeURIComponent(hash)}`;
