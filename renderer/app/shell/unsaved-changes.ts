import { useEffect } from 'react';

/**
 * What a page with unsaved changes offers a profile switch (AP §2 profile switching: stay, leave,
 * save and continue): a way to save them.
 */
export interface UnsavedChanges {
  /** Saves the changes; true when saved (the switch goes on), false when not (the page says why). */
  save(): Promise<boolean>;
}

// One page is shown at a time: the changes of the page on screen, or none.
let current: UnsavedChanges | null = null;

/**
 * Registers the page's unsaved changes while `changes` is not null (pass a stable object, e.g.
 * from useMemo). Any page may; the profile switcher asks before leaving one that has them.
 */
export function useUnsavedChanges(changes: UnsavedChanges | null): void {
  useEffect(() => {
    if (changes === null) return undefined;
    current = changes;
    return () => {
      if (current === changes) current = null;
    };
  }, [changes]);
}

/** The unsaved changes of the page on screen, if it has any. */
export const pendingChanges = (): UnsavedChanges | null => current;
