import type { RegistrationChallenge } from '@ciao/contracts';
import { solveRegistrationChallenge } from '@ciao/contracts/web';
import { apiJson } from '../api-request';
import { checkResponse } from '../response-check';

/** Solutions older than this are solved again: the server takes them for 30 minutes. */
const FRESH_FOR_MS = 25 * 60_000;

let prepared: { solution: Promise<string | null>; at: number } | undefined;

/** GET /api/auth/registration-challenge, solved with async crypto.subtle in small chunks; null when that failed. */
async function solveNew(): Promise<string | null> {
  try {
    const challenge = checkResponse(
      'registrationChallenge',
      await apiJson<RegistrationChallenge>('GET', '/api/auth/registration-challenge'),
    );
    return await solveRegistrationChallenge(challenge);
  } catch {
    return null; // registration then goes without, and shows the server's refusal
  }
}

/** Starts solving the next registration's challenge in the background (the form calls it when it appears). */
export function prepareRegistrationChallenge(): void {
  if (!prepared || Date.now() - prepared.at > FRESH_FOR_MS) prepared = { solution: solveNew(), at: Date.now() };
}

/** The prepared solution, else a new one: each is good for one registration (the header's value). */
export async function takeRegistrationChallenge(): Promise<string | null> {
  prepareRegistrationChallenge();
  const solution = prepared?.solution ?? solveNew();
  prepared = undefined;
  return solution;
}
