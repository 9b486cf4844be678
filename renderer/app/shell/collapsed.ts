/**
 * A label of the collapsed sidebar, kept for screen readers (and shown as its entry's tooltip). On a
 * wide screen only: below 768 px the sidebar is a drawer, always expanded.
 */
export const collapsedAway = (collapsed: boolean) => (collapsed ? 'md:sr-only' : '');

/**
 * The sidebar's two framed buttons, the profile switcher at its head and the user's menu at its
 * foot: a row of a badge and a name; collapsed (on a wide screen), the badge alone, unframed.
 */
export const accountButton = (collapsed: boolean) =>
  [
    'flex w-full items-center justify-start gap-[0.6rem] rounded-card border border-line p-[0.4rem] text-start text-inherit',
    collapsed ? 'md:justify-center md:border-0' : '',
  ].join(' ');
