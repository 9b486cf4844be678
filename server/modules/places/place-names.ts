/**
 * The other names people search places by (issue 20: "Bangalore" found nothing, only
 * "Bengaluru"): former and common names of cities and regions of the §1 countries, keyed by the
 * name the place data set uses. Postcodes are not names: they come with a postcode data set.
 */
import type { Region } from '../../../schemas/generated/index.ts';
import type { Location } from './places.ts';

const OTHER_NAMES: Readonly<Record<Region, Readonly<Record<string, readonly string[]>>>> = {
  IN: {
    Bengaluru: ['Bangalore'],
    'Bengaluru Urban': ['Bangalore Urban'],
    'Bengaluru Rural': ['Bangalore Rural'],
    Mumbai: ['Bombay'],
    'Mumbai Suburban': ['Bombay Suburban'],
    Chennai: ['Madras'],
    Kolkata: ['Calcutta'],
    Gurugram: ['Gurgaon'],
    Pune: ['Poona'],
    Thiruvananthapuram: ['Trivandrum'],
    Cochin: ['Kochi'],
    Mysuru: ['Mysore'],
    Vadodara: ['Baroda'],
    Varanasi: ['Benares', 'Banaras'],
    Puducherry: ['Pondicherry'],
    Mangaluru: ['Mangalore'],
    Belagavi: ['Belgaum'],
    Hubballi: ['Hubli'],
    Kozhikode: ['Calicut'],
    Shimla: ['Simla'],
    Odisha: ['Orissa'],
  },
  GB: {
    'Kingston upon Hull': ['Hull'],
    'Stoke-on-Trent': ['Stoke'],
    Derry: ['Londonderry'],
  },
};

/** Every name a place is found by: its own first, then its other names. */
export function namesOfPlace(location: Pick<Location, 'name' | 'countryCode'>): readonly string[] {
  return [location.name, ...(OTHER_NAMES[location.countryCode][location.name] ?? [])];
}
