import { ACCOUNT_MESSAGES, ageOn, ageRequirementMessage, verifyAgeRequestSchema } from '@ciao/contracts';
import type { Country, GeolocationResponse, VerifyAgeResponse } from '@ciao/contracts';
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

type Requirement = { years: number; country: string };

/**
 * The server's decision: the age on `today` against the higher of the chosen country's and the
 * detected country's minimum age. On a tie the chosen country is named, unless it is 'Other'.
 */
export function decideEligibility(input: {
  dateOfBirth: string;
  country: Country;
  detected: GeolocationResponse;
  today: string;
}): VerifyAgeResponse {
  const chosen: Requirement = { years: minimumAgeIn(codeOfListedCountry(input.country)), country: input.country };
  const detected: Requirement = { years: input.detected.ageRequirement, country: input.detected.country };
  const binding =
    detected.years > chosen.years || (detected.years === chosen.years && input.country === 'Other') ? detected : chosen;
  if (ageOn(input.dateOfBirth, input.today) >= binding.years)
    return { isEligible: true, message: ACCOUNT_MESSAGES.ageEligible };
  return { isEligible: false, message: ageRequirementMessage(binding.years, binding.country) };
}
