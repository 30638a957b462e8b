export {
  ApiError,
  apiJson,
  apiRequest,
  configureApiClient,
  isApiError,
  messageOr,
  serverMessage,
  type HttpMethod,
} from './api-request';
export { getSession, getSessionQueryOptions, useSessionQuery } from './auth/get-session';
export { signIn, useSignInMutation } from './auth/sign-in';
export { signOut, useSignOutMutation } from './auth/sign-out';
export { register, useRegisterMutation } from './auth/register';
export { verifyAge, useVerifyAgeMutation } from './auth/verify-age';
export { detectLocation, getDetectLocationQueryOptions, useDetectLocationQuery } from './geolocation/detect-location';
export { updateProfile, useUpdateProfileMutation } from './user/update-profile';
export { deleteAccount, useDeleteAccountMutation } from './user/delete-account';
export { applyReferralCode, useApplyReferralCodeMutation } from './referral/apply-referral-code';
export { getPrice, getPriceQueryOptions, usePriceQuery, type PriceReader } from './price/get-price';
