import {
  ACCOUNT_MESSAGES,
  AGE_REQUIREMENT_MESSAGE,
  LANGUAGE_TAGS,
  ageOn,
  countryName,
  verifyAgeRequestSchema,
} from '@ciao/contracts';
import type { Country, GeolocationResponse, Language } from '@ciao/contracts';
import { apiMessage } from '../../http/api-messages';
import { codeOfListedCountry, minimumAgeIn } from '../geolocation/country-rules';

/** Earlier birth dates are typing mistakes, not customers. */
const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

/** The request with the rules that need today's date (UTC): a real past date, and the adult box ticked. */
export function verifyAgeInputSchema(today: string) {
  return verifyAgeRequestSchema.superRefine(({ dateOfBirth, confirmAdult }, ctx) => {
    if (dateOfBirth > today)
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: ACCOUNT_MESSAGES.dateOfBirthInFuture });
    else if (dateOfBirth < EARLIEST_DATE_OF_BIRTH)
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'Please enter a valid date of birth' });
    if (!confirmAdult)
      ctx.addIssue({ code: 'custom', path: ['confirmAdult'], message: ACCOUNT_MESSAGES.confirmAdultRequired });
  });
}

/** The age a country asks, and the country as the product names it in English and its region code (null for 'Other'). */
type Requirement = { years: number; country: string; code: string | null };

/** Eligible, or refused for the requirement that binds (its words written by the route, in the reader's language). */
export type Eligibility = { isEligible: true } | ({ isEligible: false } & Requirement);

/**
 * The server's decision: the age on `today` against the higher of the chosen country's and the
 * detected country's minimum age. On a tie the chosen country is named, unless it is 'Other'.
 */
export function decideEligibility(input: {
  dateOfBirth: string;
  country: Country;
  detected: GeolocationResponse;
  today: string;
}): Eligibility {
  const code = codeOfListedCountry(input.country);
  const chosen: Requirement = { years: minimumAgeIn(code), country: input.country, code };
  const detected: Requirement = {
    years: input.detected.ageRequirement,
    country: input.detected.country,
    code: input.detected.countryCode || null,
  };
  const binding =
    detected.years > chosen.years || (detected.years === chosen.years && input.country === 'Other') ? detected : chosen;
  if (ageOn(input.dateOfBirth, input.today) >= binding.years) return { isEligible: true };
  return { isEligible: false, ...binding };
}

/** The decision's words in `language`: the spec's English, or their translation (the country in that language). */
export function eligibilityMessage(decision: Eligibility, language: Language): string {
  if (decision.isEligible) return apiMessage(language, ACCOUNT_MESSAGES.ageEligible);
  return apiMessage(language, AGE_REQUIREMENT_MESSAGE, {
    years: decision.years,
    country: countryName(LANGUAGE_TAGS[language], decision.country, decision.code),
  });
}
