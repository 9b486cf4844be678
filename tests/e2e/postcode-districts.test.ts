import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placesWith } from '../../server/adapters/index.ts';
import { postcodesIo } from '../../server/adapters/postcodes-io.ts';
import { startPostcodesIoFake, type PostcodesIoFake } from '../fakes/postcodes-io-fake.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { pageOfSession, sessionAt } from '../support/walk.ts';
import { warningsLogger } from '../support/warnings-logger.ts';

/**
 * Issue 24 "finds a GB postcode district" in the browser (decision 463): the location step of a
 * British business, its server finding districts through postcodes.io, here the service's local
 * fake with the real adapter on the path. The file's own server: the shared one has no such service.
 */
let fake: PostcodesIoFake | undefined;
const { logger, warnings } = warningsLogger();
beforeAll(async () => {
  fake = await startPostcodesIoFake();
});
afterAll(async () => {
  await fake?.close();
});

const app = browserAppForFile({
  ownServer: true,
  services: () => {
    if (fake === undefined) throw new Error('the postcodes.io fake did not start');
    return { places: placesWith(postcodesIo(fake.url, logger)) };
  },
});

const FLOW = 'onboarding';
const LEEDS = {
  businessLocationDetails: {
    address: {
      addressLine: '14 Call Lane',
      city: 'Leeds',
      state: 'West Yorkshire',
      postcode: 'LS1 6DT',
      countryCode: 'GB',
    },
  },
};
const POSTCODE_CREDIT = 'ONS Postcode Directory via postcodes.io (OGL; contains OS and Royal Mail data)';

async function locationStep() {
  const sessionId = await sessionAt(app.server, FLOW, 'locationTargeting', LEEDS, {}, 'GB');
  const page = await pageOfSession(app, FLOW, sessionId, 'locationTargeting');
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

describe('GB postcode districts in the location step (issue 24, decision 463)', { timeout: 90_000 }, () => {
  it('a district typed as the owner knows it is found, picked and marked on the map with its source', async () => {
    const page = await locationStep();
    await page.getByLabel('Specific postcodes or cities').check();
    await page.getByRole('searchbox', { name: 'Search Locations' }).fill('ls6');
    const results = page.getByRole('list', { name: 'Places found' });
    await results.getByRole('button', { name: 'LS6, Leeds (Postcode)' }).click();
    const figure = page.getByRole('figure', { name: 'Your ads show in the places marked on the map.' });
    await expect.poll(() => figure.locator('path.map-area').count()).toBe(1);
    await expect
      .poll(() => figure.locator('.leaflet-tooltip:not(.map-town-label)').allTextContents())
      .toContain('LS6, Leeds');
    await expect.poll(() => figure.locator('.leaflet-control-attribution').textContent()).toContain(POSTCODE_CREDIT);
    expect(fake?.asked).toContain('LS6');
    expect(warnings).toEqual([]);
  });

  it("near the business: the radius is drawn around its postcode's district", async () => {
    const page = await locationStep();
    await page.getByLabel('Near my business').check();
    await page.getByLabel('kilometres').check();
    await page.getByRole('radio', { name: '10 km' }).check();
    const figure = page.getByRole('figure', { name: 'Your ads show within 10 km of LS1, Leeds.' });
    await expect.poll(() => figure.locator('path.map-radius').count()).toBe(1);
    await expect.poll(() => figure.locator('.leaflet-control-attribution').textContent()).toContain(POSTCODE_CREDIT);
  });
});
