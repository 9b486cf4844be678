import { initialsOf } from '../session/user-name.ts';

/** A name's initials on a brand-coloured disc (the sidebar's user and profile, the profile list). */
export function Avatar({ name }: { readonly name: string }) {
  return (
    <span
      className="inline-grid size-9 flex-none place-items-center rounded-[50%] bg-brand text-[0.85rem] font-bold text-on-brand"
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  );
}
