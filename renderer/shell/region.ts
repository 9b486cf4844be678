// onboarding-and-launch §9: the region comes from the business details, the query, local storage
// or the default; only supported regions are kept, anything else is India.
import type { Region, VisitorCountry } from '../../schemas/generated/index.ts';

export type { Region };

const SUPPORTED: readonly Region[] = ['IN', 'GB'];
const DEFAULT_REGION: Region = 'IN';
const STORAGE_KEY = 'adflow.region';

const isSupported = (value: string | null): value is Region => SUPPORTED.some((region) => region === value);

let visitorRegion: Promise<Region> | null = null;

/** The region pages start from: the query's, else the stored one, else the visitor's country's. */
export async function loadRegion(search: URLSearchParams): Promise<Region> {
  const asked = search.get('region')?.toUpperCase() ?? null;
  if (isSupported(asked)) {
    localStorage.setItem(STORAGE_KEY, asked);
    return asked;
  }
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isSupported(stored)) return stored;
  visitorRegion ??= regionOfVisitor();
  return visitorRegion;
}

// The server knows the visitor's country from the IP address; failing that, the default.
async function regionOfVisitor(): Promise<Region> {
  try {
    const response = await fetch('/api/ip2locations/countries');
    const { region } = (await response.json()) as VisitorCountry;
    return isSupported(region) ? region : DEFAULT_REGION;
  } catch {
    return DEFAULT_REGION;
  }
}
