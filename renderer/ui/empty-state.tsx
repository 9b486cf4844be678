import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A list with nothing in it yet (AP §8 empty states): an illustration, the page's words, and what
 * to do next where there is something (`action`).
 */
export function EmptyState({
  children,
  icon: Icon = Inbox,
  action,
}: {
  readonly children: ReactNode;
  readonly icon?: LucideIcon;
  readonly action?: ReactNode;
}) {
  return (
    <div className="mbs-8 grid justify-items-center gap-3 rounded-card border border-dashed border-line px-8 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-tint text-link" aria-hidden="true">
        <Icon size={28} strokeWidth={1.75} />
      </span>
      <p className="m-0 max-w-lg text-muted">{children}</p>
      {action}
    </div>
  );
}
