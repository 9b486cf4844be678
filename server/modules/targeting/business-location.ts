// Where the business is, for the targeting map (issue 24, decision 444): read from whatever the
// session's answers say, since the flows ask it on different steps (business details' map listing,
// the business location's address, store details' address).
import type { Region } from '../../../schemas/generated/index.ts';
import type { FlowSession } from '../flow-sessions/entities.ts';
import { LocationType, PLACE_COUNTRIES, type Location, type Places } from '../places/places.ts';
import { districtKey, outwardCodeOf } from '../places/postcode-districts.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const INDIAN_PIN = /^[1-9][0-9]{5}$/;

/** The step answers that name a place: a map listing picked from the place search, an address. */
function placeAnswers(steps: Readonly<Record<string, unknown>>) {
  const answers = Object.values(steps).filter(isRecord);
  return {
    listingKeys: answers.flatMap((answer) =>
      isRecord(answer.googlePlaceDetail) ? (text(answer.googlePlaceDetail.placeId) ?? []) : [],
    ),
    addresses: answers.flatMap((answer) => (isRecord(answer.address) ? [answer.address] : [])),
  };
}

const countryOf = (address: Record<string, unknown>, fallback: Region): Region =>
  PLACE_COUNTRIES.find((country) => country === address.countryCode) ?? fallback;

/** What is read of a session: its answers and its region. */
type Answered = Pick<FlowSession, 'steps' | 'region'>;

/**
 * The most precise place the answers of the first session that names one give: the map listing,
 * else the address's PIN code (India) or postcode district (GB), else its city; null when none is a place the data knows.
 * Sessions are asked in order: a campaign's own, then its profile's others (v2 onboarding and
 * later campaigns ask no address: the first onboarding may have).
 */
export async function businessLocationOf(places: Places, sessions: readonly Answered[]): Promise<Location | null> {
  for (const session of sessions) {
    const found = await placeOfSession(places, session);
    if (found !== null) return found;
  }
  return null;
}

async function placeOfSession(places: Places, session: Answered): Promise<Location | null> {
  const { listingKeys, addresses } = placeAnswers(session.steps);
  const [listed] = await places.byKeys(listingKeys);
  if (listed !== undefined) return listed;
  const fallback = PLACE_COUNTRIES.find((country) => country === session.region) ?? 'IN';
  for (const address of addresses) {
    const country = countryOf(address, fallback);
    const postcode = text(address.postcode)?.replace(/\s+/g, '') ?? '';
    if (country === 'IN' && INDIAN_PIN.test(postcode)) {
      const [pin] = await places.byKeys([`IN-${LocationType.postcode}-${postcode}`]);
      if (pin !== undefined) return pin;
    }
    // A British postcode's district, where a postcode service is configured (decision 463).
    const outwardCode = country === 'GB' ? outwardCodeOf(postcode) : null;
    if (outwardCode !== null) {
      const [district] = await places.byKeys([districtKey(outwardCode)]);
      if (district !== undefined) return district;
    }
    const city = text(address.city);
    const found = city === null ? null : await places.geoLocation({ name: city, countryCode: country });
    if (found !== null) return found;
  }
  return null;
}
