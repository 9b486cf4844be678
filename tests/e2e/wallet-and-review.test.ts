import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from '../../renderer/shell/language.ts';
import { seriousViolations } from '../support/axe.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';
import { signedInUser, userSignedUpDaysAgo, type SignedInUser } from '../support/accounts.ts';
import { payForSession } from '../support/pay.ts';
import { makeCampaign } from '../support/campaigns.ts';
import { phoneFitProblems } from '../support/phone-fit.ts';
import { lockedWallet, record } from '../../server/modules/wallet/wallet.ts';
import { Campaign } from '../../server/modules/campaigns/entities.ts';
import { ownerHeaders, sessionAt } from '../support/walk.ts';

/**
 * The wallet (AP §2, §3, §7, §9), an invoice, and the staff review of campaigns (OL §1, §6) in a
 * browser, against the local fakes of Razorpay and Stripe.
 */
// A server of its own: /review lists every campaign waiting on its database.
const app = browserAppForFile({ ownServer: true });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const url = (path: string) => `${app.server.baseUrl}${path}`;
const statusOf = (page: Page) => page.getByRole('main').getByRole('status');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

async function profileOf(user: SignedInUser): Promise<{ id: number; name: string }> {
  const { body } = await app.server.request('GET', `/api/users/${user.userId}/businessProfiles`, undefined, user.auth);
  return body.data[0];
}

/** Signs `user` in through the e-mail tab of /login on a fresh page, and waits until it has led on. */
async function signIn(user: SignedInUser): Promise<Page> {
  const page = await app.newPage();
  await page.goto(url('/login'));
  await fillPasswordLogin(page, user.emailAddress);
  await expect.poll(() => pathOf(page)).not.toBe('/login');
  return page;
}

/** The figure under a balance's name (`Available balance`, `Locked for campaigns`). */
const balance = (page: Page, name: string) =>
  page
    .locator('.balances div')
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator('dd');

const transactionRows = (page: Page) =>
  page
    .getByRole('region', { name: 'Transactions' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

describe('the wallet in a browser', { timeout: 60_000 }, () => {
  it('India: ₹1,000 added through Razorpay, its GST invoice and PDF, then ₹100 refunded after a yes', async () => {
    const user = await signedInUser(app.server);
    const profile = await profileOf(user);
    const page = await signIn(user);
    await page.goto(url(`/app/${profile.id}/wallet`));
    await expect.poll(() => heading(page).textContent()).toBe('Wallet');
    await expect.poll(() => page.title()).toBe('adflow | Wallet');
    // Before the first payment: nothing yet, in the default region (§9: India); the portal offers both.
    await expect.poll(() => balance(page, 'Available balance').textContent()).toBe('₹0.00');
    await expect.poll(() => page.getByText('No transactions yet.').count()).toBe(1);
    expect(await page.getByLabel('Pay in').inputValue()).toBe('IN');
    expect(await page.getByText('The minimum is ₹500.00. GST at 18% comes on top.').count()).toBe(1);
    // No refund before there is anything to give back.
    expect(await page.getByRole('heading', { name: 'Refund' }).count()).toBe(0);

    // AP §9 minimum recharge: the server's words.
    const amount = page.getByLabel('Amount (INR)');
    await amount.fill('400');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Not enough funds added: the minimum recharge is ₹500.00.');

    await amount.fill('1000');
    await page.getByRole('button', { name: 'Continue' }).click();
    // The order's breakdown, as the server priced it: 18% GST on top.
    const breakdown = page.getByLabel('Your payment');
    await breakdown.waitFor();
    expect(await breakdown.locator('dt, dd').allTextContents()).toEqual([
      'Added to your wallet',
      '₹1,000.00',
      'GST (18%)',
      '₹180.00',
      'Total to pay',
      '₹1,180.00',
    ]);
    await page.getByRole('button', { name: 'Pay ₹1,180.00' }).click();
    const checkout = page.getByRole('dialog', { name: 'Razorpay (local fake)' });
    await checkout.waitFor();
    await checkout.getByRole('button', { name: /^Pay/ }).click();

    await expect.poll(() => statusOf(page).textContent()).toBe('₹1,000.00 has been added to your wallet.');
    expect(await balance(page, 'Available balance').textContent()).toBe('₹1,000.00');
    expect(await balance(page, 'Locked for campaigns').textContent()).toBe('₹0.00');
    await expect.poll(() => transactionRows(page).count()).toBe(1);
    const [row] = await transactionRows(page).all();
    const cells = await row?.getByRole('cell').allTextContents();
    expect(cells?.slice(1, 5)).toEqual(['Funds added', '₹1,000.00', '₹1,000.00', 'Succeeded']);
    // The wallet's currency is INR now: no choice of region any more.
    expect(await page.getByLabel('Pay in').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Its invoice: GST 18% on ₹1,000, as the server lists it.
    const invoiceLink = row?.getByRole('link', { name: /^INV-\d{4}-\d{6}$/ });
    const number = (await invoiceLink?.textContent()) ?? '';
    await invoiceLink?.click();
    await expect.poll(() => heading(page).textContent()).toBe(`Invoice ${number}`);
    expect(pathOf(page)).toMatch(new RegExp(`^/app/${profile.id}/invoice/\\d+$`));
    const figures = await page.locator('.invoice-rows tbody tr').allTextContents();
    expect(figures).toEqual([
      'Advertising funds (wallet top-up)₹1,000.00',
      'Subtotal₹1,000.00',
      'IGST (18%)₹180.00',
      'Total₹1,180.00',
    ]);
    expect(await page.getByText(user.emailAddress).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // The PDF needs the bearer token: fetched, then saved under the invoice's number.
    const [download] = await Promise.all([
      // Drawing the PDF took over 5 s once in CI with both cores busy: a hang guard, not a speed target.
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // Back in the wallet: a refund asks first; No changes nothing.
    await page.getByRole('link', { name: 'Back to the wallet' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Wallet');
    await page.getByLabel('Amount to refund (INR)').fill('100');
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const question = page.getByRole('alertdialog', { name: 'Refund ₹100.00 from your wallet?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'No' }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect(await balance(page, 'Available balance').textContent()).toBe('₹1,000.00');

    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => statusOf(page).textContent()).toBe('₹100.00 has been refunded.');
    expect(await balance(page, 'Available balance').textContent()).toBe('₹900.00');
    await expect.poll(() => transactionRows(page).count()).toBe(2);
    const newest = await transactionRows(page).first().getByRole('cell').allTextContents();
    expect(newest.slice(1, 5)).toEqual(['Refund', '₹100.00', '₹900.00', 'Succeeded']);
    // The provider gave back the ₹100 with the GST paid on it.
    const refunded = app.server.payments.razorpay.payments().map((payment) => payment.amount_refunded);
    expect(refunded).toContain(11800);

    // More than the wallet holds: the server says how much can go back.
    await page.getByLabel('Amount to refund (INR)').fill('5000');
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Refund' }).getByRole('alert').textContent())
      .toBe('At most ₹900.00 can be refunded.');
    await page.context().close();
  });

  it('United Kingdom: cards saved through Stripe.js; a declined card says so, another pays £10', async () => {
    const user = await signedInUser(app.server);
    // Past the 30 days without a service fee (OL §1, decision 431): the band's fee is charged.
    await userSignedUpDaysAgo(app.server, user.userId, 31);
    const profile = await profileOf(user);
    const page = await signIn(user);
    await page.goto(url(`/app/${profile.id}/wallet`));
    await page.getByLabel('Pay in').selectOption('GB');
    await expect
      .poll(() => page.getByText('The minimum is £5.00. A service fee of 20% and VAT at 0% come on top.').count())
      .toBe(1);
    await expect.poll(() => page.getByText('You have no saved card yet.').count()).toBe(1);

    const addCard = async (number: string) => {
      await page.getByRole('button', { name: 'Add a card' }).click();
      const card = page.getByRole('group', { name: 'Card details' });
      await card.getByLabel('Card number').fill(number);
      await card.getByLabel('Expiration date').fill('12 / 34');
      await card.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Save card' }).click();
      await expect.poll(() => card.count()).toBe(0);
    };
    // Declined only when charged (Stripe's test card 4000 0000 0000 0341).
    await addCard('4000000000000341');
    // Saving a card makes no wallet (decision 115): the region is still the user's to choose.
    expect(await page.getByLabel('Pay in').inputValue()).toBe('GB');
    const cards = page.getByRole('group', { name: 'Pay with' });
    await expect.poll(() => cards.getByRole('radio').count()).toBe(1);
    expect(await cards.getByRole('radio', { name: /^Visa ending in 0341, expires 12\/34/ }).isChecked()).toBe(true);
    const amount = page.getByLabel('Amount (GBP)');
    await amount.fill('10');
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Your card was declined.');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await balance(page, 'Available balance').textContent()).toBe('£0.00');

    await addCard('4242424242424242');
    await expect.poll(() => cards.getByRole('radio').count()).toBe(2);
    // The card just saved is the one to pay with; the first stays the default.
    expect(await cards.getByRole('radio', { name: /^Visa ending in 4242/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await expect.poll(() => statusOf(page).textContent()).toBe('£10.00 has been added to your wallet.');
    expect(await balance(page, 'Available balance').textContent()).toBe('£10.00');
    await expect.poll(() => transactionRows(page).count()).toBe(1);
    // The first payment made the wallet, in pounds: no choice of region any more.
    await expect.poll(() => page.getByLabel('Pay in').count()).toBe(0);
    // £10 with the 20% service fee on top: one charge of £12.
    const charged = app.server.payments.stripe.paymentIntents().filter((intent) => intent.status === 'succeeded');
    expect(charged.map((intent) => intent.amount)).toContain(1200);

    await page.getByRole('button', { name: 'Remove: Visa ending in 0341, expires 12/34' }).click();
    await expect.poll(() => cards.getByRole('radio').count()).toBe(1);
    await page.context().close();
  });

  it('in the 30 days from sign-up a top-up carries no service fee, and the page says until when (OL §1, decision 431)', async () => {
    const user = await signedInUser(app.server);
    const profile = await profileOf(user);
    const card = await app.server.payments.stripe.createPaymentMethod('4242424242424242');
    await app.server.request(
      'POST',
      `/api/businessProfiles/${String(profile.id)}/stripe/paymentOptions`,
      { paymentMethodId: card },
      user.auth,
    );
    const page = await signIn(user);
    await page.goto(url(`/app/${String(profile.id)}/wallet`));
    await page.getByLabel('Pay in').selectOption('GB');
    const hint = page.getByText(
      /^The minimum is £5\.00\. No service fee until (.+) \(30 days from sign-up\), then 20%\. VAT at 0% comes on top\.$/,
    );
    await expect.poll(() => hint.count()).toBe(1);
    // The day 30 days from now, as the page writes dates.
    const until = dateTimeFormat('en', { dateStyle: 'medium' }).format(Date.now() + 30 * 86_400_000);
    expect(await hint.textContent()).toContain(until);
    await page.getByLabel('Amount (GBP)').fill('10');
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await expect.poll(() => statusOf(page).textContent()).toBe('£10.00 has been added to your wallet.');
    // £10 and no fee: one charge of £10 (the other test's user, past the 30 days, paid £12).
    const intents = app.server.payments.stripe.paymentIntents();
    const mine = intents.filter((intent) => intent.payment_method === card && intent.status === 'succeeded');
    expect(mine.map((intent) => intent.amount)).toEqual([1000]);
    await page.context().close();
  });

  it("a campaign's locked funds name the campaign, at a laptop's width and as a card on a phone", async () => {
    const user = await signedInUser(app.server);
    const profile = await profileOf(user);
    const campaign = await makeCampaign(app.server, profile.id, { name: 'Diwali sweets' });
    await app.server.orm.em.fork().transactional(async (tx) => {
      const wallet = await lockedWallet(tx, profile.id, 'INR');
      record(tx, wallet, { kind: 'addFunds', amountMinor: 100_000 });
      record(tx, wallet, { kind: 'lock', amountMinor: 35_000, campaign: tx.getReference(Campaign, campaign.id) });
    });
    const page = await signIn(user);
    await page.goto(url(`/app/${profile.id}/wallet`));
    await expect.poll(() => transactionRows(page).count()).toBe(2);
    const lock = transactionRows(page).first().getByRole('cell');
    expect((await lock.allTextContents()).slice(1, 5)).toEqual([
      `Locked for campaign #${String(campaign.id)}Diwali sweets`,
      '₹350.00',
      '₹650.00',
      'Succeeded',
    ]);
    // The name on a line of its own, under the label: below the row's first line (the date's).
    const date = await lock.first().boundingBox();
    const name = await lock.nth(1).getByText('Diwali sweets').boundingBox();
    expect(name?.y).toBeGreaterThan((date?.y ?? 0) + (date?.height ?? 0) / 2);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await phoneFitProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('an invoice of no payment of the profile is not found', async () => {
    const user = await signedInUser(app.server);
    const profile = await profileOf(user);
    const page = await signIn(user);
    await page.goto(url(`/app/${profile.id}/invoice/999999`));
    await expect.poll(() => page.getByText('This invoice does not exist.').count()).toBe(1);
    await page.context().close();
  });
});

// The onboarding's budget step in India (OL §9 minimum; run continuously: the default week).
const BUDGET_IN = { planId: 1, currencyCode: 'INR', dailyBudget: 350, budgetType: 1, scheduling: 1 };

/** A campaign submitted for review the way its owner gets it there: walked, paid through Razorpay, launched. */
async function campaignInReview(): Promise<{ id: number; name: string; profileId: number }> {
  const sessionId = await sessionAt(app.server, 'onboarding', 'launching', { budget: BUDGET_IN }, {}, 'IN');
  const auth = ownerHeaders(sessionId);
  const paid = await payForSession(app.server, sessionId, auth);
  expect(paid?.status).toBe(200);
  const checkout = await app.server.request('GET', `/api/localbusiness/${sessionId}/checkout`, undefined, auth);
  const campaign = checkout.body.campaign as { id: number; name: string };
  const [row] = await app.server.orm.em
    .getConnection()
    .execute<{ business_profile_id: number }[]>('select business_profile_id from flow_session where id = ?', [
      sessionId,
    ]);
  const profileId = row?.business_profile_id ?? 0;
  const launched = await app.server.request(
    'POST',
    `/api/businessProfiles/${profileId}/roimaticCampaigns/${campaign.id}/launch`,
    { region: 'IN' },
    auth,
  );
  expect(launched.status).toBe(200);
  expect(launched.body.adStatus).toBe(2);
  return { id: campaign.id, name: campaign.name, profileId };
}

describe('the campaign review in a browser', { timeout: 60_000 }, () => {
  it('an account manager finds it in the user menu, sees it overdue and approves it', async () => {
    const campaign = await campaignInReview();
    const queue = app.server.orm.em.getConnection();
    // OL §1: within 2 working days; this one has waited longer.
    await queue.execute(`update campaign set review_due_at = now() - interval '1 hour' where id = ?`, [campaign.id]);
    const staff = await signedInUser(app.server);
    // OL §6: AccountManager 4 reviews; staff are made by hand, never by sign-up.
    await app.server.orm.em
      .getConnection()
      .execute(`update app_user set role_ids = '[4]'::jsonb where id = ?`, [staff.userId]);
    const page = await signIn(staff);
    await sidebar(page)
      .getByRole('button', { name: /User menu/ })
      .click();
    await sidebar(page).getByRole('menuitem', { name: 'Review campaigns' }).click();
    await expect.poll(() => pathOf(page)).toBe('/review');
    await expect.poll(() => heading(page).textContent()).toBe('Campaigns waiting for review');
    await expect.poll(() => page.title()).toBe('adflow | Campaign review');

    const approve = page.getByRole('button', { name: `Approve and launch ${campaign.name}` });
    await approve.waitFor();
    const row = page.getByRole('row').filter({ has: approve });
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('₹350.00');
    expect(await row.getByText('Overdue').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await approve.click();
    await expect.poll(() => statusOf(page).textContent()).toBe(`${campaign.name} has been approved and launched.`);
    expect(await approve.count()).toBe(0);

    const owner = await app.server.request('GET', `/api/review/campaigns`, undefined, staff.auth);
    expect(owner.body.map((each: { id: number }) => each.id)).not.toContain(campaign.id);
    const [stored] = await app.server.orm.em
      .getConnection()
      .execute<{ ad_status: number }[]>('select ad_status from campaign where id = ?', [campaign.id]);
    expect(stored?.ad_status).toBe(3);
    await page.context().close();
  });

  it('anyone else has no review link, and /review says who reviews', async () => {
    const user = await signedInUser(app.server);
    const page = await signIn(user);
    await sidebar(page)
      .getByRole('button', { name: /User menu/ })
      .click();
    await sidebar(page).getByRole('menuitem', { name: 'User preferences' }).waitFor();
    expect(await page.getByText('Review campaigns').count()).toBe(0);
    await page.goto(url('/review'));
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Only account managers review campaigns.');
    // A known refusal of the screen's own, not the unknown-error toast.
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await page.context().close();
  });
});
