// Who reviews campaigns (onboarding-and-launch §1: "reviewed and launched by experts within 2
// working days"; §6 role ids). Pure: the user menu and tests/renderer/money-pages.test.ts read it.

/** OL §6 AccountManager: the digital marketing experts who review launches. */
export const ACCOUNT_MANAGER_ROLE = 4;

/** Whether the stored user may open /review (the server has the last word: 403 otherwise). */
export const isReviewer = (user: { readonly roleIds: readonly number[] }): boolean =>
  user.roleIds.includes(ACCOUNT_MANAGER_ROLE);

/** Whether a campaign's review is past its due time. */
export const isOverdue = (reviewDueAt: string | null, now: Date): boolean =>
  reviewDueAt !== null && Date.parse(reviewDueAt) < now.getTime();
