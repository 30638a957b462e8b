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
