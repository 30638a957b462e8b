import { expect, type APIRequestContext } from '@playwright/test';
import { REGISTRATION_CHALLENGE_HEADER, solveRegistrationChallenge } from '@ciao/contracts/web';
import type { RegistrationChallenge } from '@ciao/contracts/web';

/**
 * The header of a registration through the API (`POST /api/auth/register`): a fresh challenge from
 * the API, solved here as the browser solves it (each solution is good for one registration).
 */
export async function registrationChallengeHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get('/api/auth/registration-challenge');
  expect(response.status(), await response.text()).toBe(200);
  const solution = await solveRegistrationChallenge((await response.json()) as RegistrationChallenge);
  if (!solution) throw new Error('the registration challenge has no solution');
  return { [REGISTRATION_CHALLENGE_HEADER]: solution };
}
