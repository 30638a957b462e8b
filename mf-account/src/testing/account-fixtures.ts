// The API's answers for the account screens, shared by their tests and stories.
import { ageRequirementMessage } from '@ciao/contracts/web';

export const UNITED_KINGDOM = {
  country: 'United Kingdom',
  countryCode: 'GB',
  isEuCountry: false,
  ageRequirement: 18,
  requiresDocumentVerification: false,
  message: 'Location detected: United Kingdom',
};
export const CANADA = {
  ...UNITED_KINGDOM,
  country: 'Canada',
  countryCode: 'CA',
  ageRequirement: 19,
  message: 'Location detected: Canada',
};
export const ELIGIBLE = { isEligible: true, message: 'You are eligible to use this service.' };
/** The server's refusal when the chosen country asks for more years than the person has. */
export const REFUSED_IN_CANADA = { isEligible: false, message: ageRequirementMessage(19, 'Canada') };

/** YYYY-MM-DD of the day someone turns `age` today (UTC), shifted by `days`. */
export function birthDate(age: number, days = 0): string {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
