import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextMessageTo, otpIn } from '../../scripts/outbox-reader.ts';
import { STRONG_PASSWORD } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { imageFile } from '../support/page-images.ts';

const app = browserAppForFile();
let page: Page;

beforeAll(async () => {
  page = await app.newPage();
});

const heading = () => page.getByRole('heading', { level: 1 });
const next = () => page.getByRole('button', { name: 'Next' }).click();
const path = () => new URL(page.url()).pathname;
const emailAddress = `hannah-${String(Date.now())}@leedscandle.example`;
let profileId = 0;

// AP §2 store-onboarding routes under /signup, then the store profile; a browser is slower than a request.
describe('a store owner onboards a store (AP §2, §3, §4)', { timeout: 60_000 }, () => {
  it('picks Shopify on the store front and creates an account', async () => {
    // The first page of a fresh server loads the whole renderer: more than 5 s on a busy machine.
    await page.goto(`${app.server.baseUrl}/signup/storeFront`, { timeout: 30_000 });
    await expect.poll(() => heading().textContent()).toBe('Your store');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Shopify').check();
    await next();

    await expect.poll(() => heading().textContent()).toBe('Create your account');
    expect(path()).toBe('/signup/user');
    await page.getByLabel(/^First name\*?$/).fill('Hannah');
    await page.getByLabel(/^Last name\*?$/).fill('Whitworth');
    await page.getByLabel(/^E-mail address\*?$/).fill(emailAddress);
    await page.getByLabel(/^Password\*?$/).fill(STRONG_PASSWORD);
    await page.getByLabel(/I accept the terms of service and privacy policy/).check();
    await next();
    await expect.poll(() => heading().textContent()).toBe('Link your store');
    expect(path()).toBe('/signup/linkStore');
    // The account is signed in from here on (the session is theirs alone).
    expect(await page.evaluate(() => localStorage.getItem('adflow.auth'))).toContain('accessToken');
  });

  it('links the Shopify store through the stand-in: a refusal says "Store linking failed"', async () => {
    await page.getByLabel(/^Store domain\*?$/).fill('www.leedscandle.example');
    await next();
    await expect.poll(() => page.getByText('Store linking failed').count()).toBeGreaterThan(0);
    expect(path()).toBe('/signup/linkStore');

    await page.getByLabel(/^Store domain\*?$/).fill('leeds-candle.myshopify.com');
    await next();
    await expect.poll(() => path()).toBe('/signup/linkInstructions');
    // The instructions are Shopify's, the platform picked on the store front, for the domain just linked.
    await expect.poll(() => page.getByRole('heading', { name: 'Link your Shopify store' }).count()).toBe(1);
    const steps = page.getByRole('listitem');
    expect(await steps.count()).toBe(4);
    expect(await steps.nth(1).textContent()).toContain('read_products, read_inventory and read_orders');
    expect(await steps.nth(3).textContent()).toContain('leeds-candle.myshopify.com');
    expect(await page.getByText('WooCommerce').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await next();
    await expect.poll(() => path()).toBe('/signup/storeDetails');
  });

  it('fills the store details, skips the assets and verifies the e-mail address', async () => {
    // The logo goes through the media upload every step uses.
    await page.getByLabel('Logo', { exact: true }).setInputFiles(await imageFile(page, 300, 'image/png'));
    await expect.poll(() => page.getByRole('list', { name: 'Logo uploaded' }).locator('img').count()).toBe(1);
    await page.getByLabel(/^Store name\*?$/).fill('Leeds Candle Co');
    await page.getByLabel(/^E-mail\*?$/).fill('orders@leedscandle.example');
    await page.getByLabel(/^Building and street\*?$/).fill('Unit 4, Kirkgate Market');
    await page.getByLabel(/^City\*?$/).fill('Leeds');
    // The session began in India (this browser's region); the store is in Britain, whose addresses
    // have a county and a postcode (decision 461).
    const currency = page.getByLabel(/^Currency\*?$/);
    const timeZone = page.getByLabel(/^Time zone\*?$/);
    const chosen = async () => [
      await currency.locator('option:checked').textContent(),
      await timeZone.locator('option:checked').textContent(),
    ];
    expect(await chosen()).toEqual(['Indian Rupee (INR)', 'India Standard Time (Asia/Kolkata)']);
    await page.getByLabel(/^Country\*?$/).selectOption({ label: 'United Kingdom' });
    // A store in Britain is priced in pounds on London time, unless the owner chose otherwise.
    await expect.poll(chosen).toEqual(['British Pound (GBP)', 'United Kingdom Time (Europe/London)']);
    await timeZone.selectOption({ label: 'GMT+00:00 (UTC)' });
    await page.getByLabel(/^Country\*?$/).selectOption({ label: 'India' });
    await expect.poll(chosen).toEqual(['Indian Rupee (INR)', 'GMT+00:00 (UTC)']);
    await page.getByLabel(/^Country\*?$/).selectOption({ label: 'United Kingdom' });
    await expect.poll(chosen).toEqual(['British Pound (GBP)', 'GMT+00:00 (UTC)']);
    await timeZone.selectOption({ label: 'United Kingdom Time (Europe/London)' });
    // The store's location is a field named like any other.
    expect(await page.getByText('Location', { exact: true }).count()).toBe(1);
    await page.getByLabel(/^County\*?$/).fill('West Yorkshire');
    await page.getByLabel(/^Postcode\*?$/).fill('LS2 7HY');
    await next();
    await expect.poll(() => heading().textContent()).toBe('Brand assets');
    // AP §2 assets/{businessProfileId}: the route names the new profile.
    const match = /^\/signup\/assets\/(\d+)$/.exec(path());
    expect(match).not.toBeNull();
    profileId = Number(match?.[1]);
    await next();

    await expect.poll(() => path()).toBe(`/signup/verification/${String(profileId)}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => page.getByText(`We sent a code to ${emailAddress}.`).count()).toBe(1);
    const code = otpIn(await nextMessageTo(app.server.outboxDir, emailAddress));
    await page.getByLabel(/^Verification code\*?$/).fill(code);
    await next();
    await expect.poll(() => path()).toBe('/signup/confirm');
  });

  it('confirms and lands on the dashboard of the new profile', async () => {
    await next();
    await expect.poll(() => path()).toBe(`/app/${String(profileId)}/dashboard`);
    const [row] = await app.server.orm.em
      .getConnection()
      .execute<{ category: number; store_domain: string; name: string; currency_id: number; time_zone_id: number }[]>(
        'select category, store_domain, name, currency_id, time_zone_id from business_profile where id = ?',
        [profileId],
      );
    expect(row).toEqual({
      category: 2,
      store_domain: 'leeds-candle.myshopify.com',
      name: 'Leeds Candle Co',
      currency_id: 18,
      time_zone_id: 143,
    });
  });

  it('edits the store profile: an e-commerce store changes its name, not its currency', async () => {
    await page.goto(`${app.server.baseUrl}/app/${String(profileId)}/storeSetup`);
    await expect.poll(() => heading().textContent()).toBe('Store profile');
    await expect.poll(() => page.getByLabel('Store name').inputValue()).toBe('Leeds Candle Co');
    expect(await page.getByText('Linked store: Shopify, leeds-candle.myshopify.com').count()).toBe(1);
    expect(await page.getByLabel('Currency').isDisabled()).toBe(true);
    expect(await page.getByLabel('Currency').locator('option:checked').textContent()).toBe('British Pound (GBP)');
    expect(await page.getByRole('img', { name: 'Store logo' }).count()).toBe(1);
    expect(await page.getByLabel('Location').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // AP §5: no special characters in the name; nothing is sent.
    await page.getByLabel('Store name').fill('Candles <3');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.locator('.field-error').count()).toBe(1);
    expect(await page.getByLabel('Store name').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Store name').fill('Kirkgate Candles');
    await page.getByLabel('Area').fill('City Centre');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => {
        const [row] = await app.server.orm.em
          .getConnection()
          .execute<{ name: string }[]>('select name from business_profile where id = ?', [profileId]);
        return row?.name;
      })
      .toBe('Kirkgate Candles');
    await expect.poll(() => page.getByLabel('Store name').inputValue()).toBe('Kirkgate Candles');
    expect(await page.getByLabel('Area').inputValue()).toBe('City Centre');

    // Nothing changed: nothing is sent (AP §4), and the page says so.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Nothing has changed: there is nothing to save.').count()).toBe(1);
  });

  it('changes the logo and, as a local business, the location; both are there after a reload (AP §3)', async () => {
    await app.server.orm.em
      .getConnection()
      .execute('update business_profile set category = 1 where id = ?', [profileId]);
    await page.reload();
    await expect.poll(() => page.getByLabel('Store name').inputValue()).toBe('Kirkgate Candles');
    const logo = page.getByRole('img', { name: 'Store logo' });
    const oldLogo = await logo.getAttribute('src');

    await page.getByLabel('Upload a new logo').setInputFiles(await imageFile(page, 200, 'image/jpeg'));
    await expect.poll(() => page.getByText('The new logo is saved.').count()).toBe(1);
    const newLogo = await logo.getAttribute('src');
    expect(newLogo).not.toBe(oldLogo);
    // A file the media checks refuse says why, and the logo stays.
    await page.getByLabel('Upload a new logo').setInputFiles(await imageFile(page, 100, 'image/png'));
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('at least 150x150 px');
    expect(await logo.getAttribute('src')).toBe(newLogo);

    // The search is in the address's country, the United Kingdom the store details chose.
    await page.getByLabel('Search Location').fill('Bradford');
    const bradford = page.getByRole('list', { name: 'Places found' }).getByRole('button', { name: /^Bradford/ });
    // The first search of a fresh server loads the place data set.
    await expect.poll(() => bradford.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await bradford.first().click();
    const picked = (await page.locator('.location-search strong').textContent()) ?? '';
    expect(picked).toMatch(/^Bradford/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => {
        const [row] = await app.server.orm.em
          .getConnection()
          .execute<{ location: { name?: string } | null }[]>(
            'select location from store_profile where business_profile_id = ?',
            [profileId],
          );
        return row?.location?.name;
      })
      .toBe(picked);

    await page.reload();
    await expect.poll(() => page.locator('.location-search strong').textContent()).toBe(picked);
    expect(await page.getByRole('img', { name: 'Store logo' }).getAttribute('src')).toBe(newLogo);
  });
});

describe('a store on another platform (AP §2 otherStore)', { timeout: 60_000 }, () => {
  it('goes from the store front through its address to store details, with no logo, to the assets', async () => {
    const visitor = await app.newPage();
    await visitor.goto(`${app.server.baseUrl}/signup/storeFront`);
    await visitor.getByLabel('Another platform').check();
    await visitor.getByRole('button', { name: 'Next' }).click();
    await visitor.getByLabel(/^First name\*?$/).fill('Ravi');
    await visitor.getByLabel(/^Last name\*?$/).fill('Kapoor');
    await visitor.getByLabel(/^E-mail address\*?$/).fill(`ravi-${String(Date.now())}@masalabox.example`);
    await visitor.getByLabel(/^Password\*?$/).fill(STRONG_PASSWORD);
    await visitor.getByLabel(/I accept the terms of service and privacy policy/).check();
    await visitor.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => new URL(visitor.url()).pathname).toBe('/signup/otherStore');
    await visitor.getByLabel(/^Store name\*?$/).fill('Masala Box');
    await visitor.getByLabel(/^Store URL\*?$/).fill('https://www.masalabox.example');
    await visitor.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => new URL(visitor.url()).pathname).toBe('/signup/storeDetails');
    await visitor.getByLabel(/^Store name\*?$/).fill('Masala Box');
    await visitor.getByLabel(/^Building and street\*?$/).fill('12 MG Road');
    await visitor.getByLabel(/^City\*?$/).fill('Pune');
    await visitor.getByLabel(/^State\*?$/).fill('Maharashtra');
    await visitor.getByLabel(/^PIN code\*?$/).fill('411001');
    await visitor.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => new URL(visitor.url()).pathname).toMatch(/^\/signup\/assets\/\d+$/);
  });
});
