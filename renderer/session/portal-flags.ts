import { loadPortal, type Portal } from '../shell/portal.ts';

export { portalDomainOverride } from '../shell/portal.ts';

/** The portal flags of §3 that gate the signed-in pages. */
export type PortalFlags = Pick<Portal, 'isBrandPortal' | 'isCreativeBuilderPortal' | 'isRichMediaAdBuilderPortal'>;

/** The flags of the portal this visit is at (the portal the root loader loaded: no second request). */
export const loadPortalFlags = (): Promise<PortalFlags> => loadPortal(new URL(window.location.href));
