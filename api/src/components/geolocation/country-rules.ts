import { ACCOUNT, COUNTRY_CODES } from '@ciao/contracts';
import type { Country } from '@ciao/contracts';

/**
 * Minimum age per country (ISO 3166-1 alpha-2) where it is above the default of 18: the age of
 * majority, i.e. the age at which someone may accept the Terms alone. Sources and assumptions:
 * docs/accounts.md ("Minimum age per country"). Every other country: ACCOUNT.minimumAge.
 */
const MINIMUM_AGE_ABOVE_DEFAULT: Readonly<Record<string, number>> = {
  CA: 19, // Canada: 19 in BC, NB, NL, NS, NT, NU, YT; the province is unknown, so the higher age
  KR: 19, // South Korea: Civil Act art. 4
  DZ: 19, // Algeria: Civil Code art. 40
  TH: 20, // Thailand: Civil and Commercial Code s. 19
  BH: 21, // Bahrain
  EG: 21, // Egypt: Civil Code art. 44
  KW: 21, // Kuwait: Civil Code art. 96
  SG: 21, // Singapore: common-law age of majority
  PR: 21, // Puerto Rico: Civil Code (a separate country code from the US)
};

/** The 27 member states of the European Union. */
const EU_COUNTRY_CODES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

export function minimumAgeIn(countryCode: string | null): number {
  return (countryCode && MINIMUM_AGE_ABOVE_DEFAULT[countryCode]) || ACCOUNT.minimumAge;
}

export const isEuCountry = (countryCode: string): boolean => EU_COUNTRY_CODES.has(countryCode);

/** English name of a country code, e.g. 'KR' -> 'South Korea'. */
export const countryName = (countryCode: string): string => regionNames.of(countryCode) ?? countryCode;

/** The code of a country chosen in the form; null for 'Other'. */
export const codeOfListedCountry = (country: Country): string | null =>
  country === 'Other' ? null : COUNTRY_CODES[country];
