import { GEOLOCATION_FALLBACK } from '@ciao/contracts';
import type { GeolocationResponse } from '@ciao/contracts';
import { countryName, isEuCountry, minimumAgeIn } from './country-rules';
import { countryCodeOf } from './ip-country-database';

/** The spec's fallback, said plainly: detection found nothing, these are defaults. */
const DEFAULT_LOCATION: GeolocationResponse = {
  ...GEOLOCATION_FALLBACK,
  message: `Location could not be detected; using the default (${GEOLOCATION_FALLBACK.country}, minimum age ${GEOLOCATION_FALLBACK.ageRequirement})`,
};

/** Where a client address is, with that country's age rules; the default for private or unknown addresses. */
export function detectLocation(ip: string): GeolocationResponse {
  const code = countryCodeOf(ip);
  if (!code) return DEFAULT_LOCATION;
  const country = countryName(code);
  return {
    country,
    countryCode: code,
    isEuCountry: isEuCountry(code),
    ageRequirement: minimumAgeIn(code),
    // No country in docs/accounts.md requires an identity document yet.
    requiresDocumentVerification: false,
    message: `Location detected: ${country}`,
  };
}
