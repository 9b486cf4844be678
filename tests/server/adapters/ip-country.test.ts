import { describe, expect, it } from 'vitest';
import { ip2LocationLite } from '../../../server/adapters/ip-country.ts';

const lookup = ip2LocationLite();

describe('IP to country (IP2Location LITE data, offline)', () => {
  it.each([
    ['an Indian address', '49.36.0.1', 'IN'],
    ['a British address', '81.2.69.142', 'GB'],
    ['an IPv4-mapped IPv6 address', '::ffff:81.2.69.142', 'GB'],
    ['loopback', '127.0.0.1', null],
    ['a private address', '192.168.1.20', null],
    ['IPv6 (not in the data set)', '2001:db8::1', null],
    ['not an address', 'hello', null],
  ])('%s: %s → %s', (_case, ip, country) => {
    expect(lookup.countryOf(ip)).toBe(country);
  });
});
