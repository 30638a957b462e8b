import { useMutation } from '@tanstack/react-query';
import { verifyAgeResponseSchema, type VerifyAgeRequest, type VerifyAgeResponse } from '@ciao/contracts';
import { apiJson } from '../api-request';

/**
 * POST /api/auth/verify-age: the server decides eligibility. When eligible it also sets the
 * HttpOnly age proof cookie that registration requires; an ineligible answer is still a 200.
 */
export async function verifyAge(input: VerifyAgeRequest): Promise<VerifyAgeResponse> {
  const decision = await apiJson<VerifyAgeResponse>('POST', '/api/auth/verify-age', input);
  if (process.env.NODE_ENV !== 'production') verifyAgeResponseSchema.parse(decision);
  return decision;
}

/** Nothing cached depends on it: the proof lives in a cookie the client cannot read. */
export function useVerifyAgeMutation() {
  return useMutation({ mutationFn: verifyAge });
}
