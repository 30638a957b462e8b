// @ciao/api-client: what every screen needs, the sign-in screen included: the HTTP client, the
// query keys, the session and the sign-in, registration and age-check calls. What only signed-in
// screens use is the entry '@ciao/api-client/signed-in' (./signed-in.ts), loaded with the first
// signed-in screen, so the sign-in screen's first load goes without it (docs/performance.md).
export {
  ApiError,
  apiJson,
  apiRequest,
  configureApiClient,
  errorCode,
  isApiError,
  messageOr,
  serverMessage,
  setRequestLanguage,
  type HttpMethod,
  apiUrl,
  configuredFetch,
} from './api-request';
export { queryKeys } from './query-keys';
export { firstAnswer } from './first-answers';
export { getSession, getSessionQueryOptions, useSessionQuery } from './auth/get-session';
export { clearSessionEnd, noteSessionEnd, sessionEndMessage } from './auth/session-end';
export { signIn, useSignInMutation } from './auth/sign-in';
export {
  askForPasswordReset,
  resetPassword,
  useAskForPasswordResetMutation,
  useResetPasswordMutation,
} from './auth/password-reset';
export { signOut, useSignOutMutation } from './auth/sign-out';
export { register, useRegisterMutation } from './auth/register';
export { prepareRegistrationChallenge } from './auth/registration-challenge';
export { verifyAge, useVerifyAgeMutation } from './auth/verify-age';
export { detectLocation, getDetectLocationQueryOptions, useDetectLocationQuery } from './geolocation/detect-location';
export { applyReferralCode, useApplyReferralCodeMutation } from './referral/apply-referral-code';
