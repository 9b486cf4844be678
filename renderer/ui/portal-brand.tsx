import { useRootData } from '../shell/root-loader.ts';

/** The portal's logo, or its title, atop a page that hides the header (§2 login). */
export function PortalBrand() {
  const { portal } = useRootData();
  return (
    <p className="m-0 mbe-4 text-[1.25rem] font-bold text-link">
      {portal.headerLogo === null ? portal.title : <img src={portal.headerLogo} alt={portal.title} height={35} />}
    </p>
  );
}
