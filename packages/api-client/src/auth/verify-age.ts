import { useMutation } from '@tanstack/react-query';
import type { VerifyAgeRequest, VerifyAgeResponse } from '@ciao/contracts';
import { apiJson } from '../api-request';
import { checkResponse } from '../response-check';

/**
 * POST /api/auth/verify-age: the server decides eligibility. When eligible it also sets the
 * HttpOnly age proof cookie that registration requires; an ineligible answer is still a 200.
 */
export async function verifyAge(input: VerifyAgeRequest): Promise<VerifyAgeResponse> {
  return checkResponse('verifyAge', await apiJson('POST', '/api/auth/verify-age', input));
}

/** Nothing cached depends on it: the proof lives in a cookie the client cannot read. */
export function useVerifyAgeMutation() {
  return useMutation({ mutationFn: verifyAge });
}
