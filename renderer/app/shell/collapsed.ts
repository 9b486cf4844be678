/**
 * A label of the collapsed sidebar, kept for screen readers (and shown as its entry's tooltip). On a
 * wide screen only: below 768 px the sidebar is a drawer, always expanded.
 */
export const collapsedAway = (collapsed: boolean) => (collapsed ? 'md:sr-only' : '');
