import { activityUserApi } from './components/activity/activity-routes';
import { adminApi } from './components/admin/admin-routes';
import { ageVerificationApi } from './components/age-verification/age-verification-routes';
import { openApiDocumentApi, referencePageApi } from './components/api-docs/api-docs-routes';
import { auditLogApi } from './components/audit/audit-log-routes';
import { authApi } from './components/auth/auth-routes';
import { emailVerificationApi, emailVerificationUserApi } from './components/auth/email-verification-routes';
import { passwordChangeApi } from './components/auth/password-change-routes';
import { signedInDevicesApi } from './components/auth/signed-in-devices-routes';
import { contractsApi, miningUserApi } from './components/contracts/contract-routes';
import { customersApi } from './components/customers/customers-routes';
import { overviewApi } from './components/overview/overview-routes';
import { flagsApi } from './components/flags/flag-routes';
import { campaignsApi, campaignsUserApi } from './components/campaigns/campaign-routes';
import { geolocationApi } from './components/geolocation/geolocation-routes';
import { livenessApi, readinessApi } from './components/health/health-routes';
import { liveApi } from './components/live/live-routes';
import { notificationsApi } from './components/notifications/notification-routes';
import { priceApi } from './components/price/price-routes';
import { profileApi } from './components/profile/profile-routes';
import { pushApi, pushUserApi } from './components/push/push-routes';
import { referralApi } from './components/referral/referral-routes';
import { telemetryApi } from './components/releases/telemetry-routes';
import { releasesAdminApi } from './components/releases/release-routes';
import { remoteApprovalsApi } from './components/releases/remote-approval-routes';
import { visualReviewAdminApi } from './components/releases/visual-review-routes';
import { storybookSettingsApi } from './components/storybook/storybook-settings-routes';
import { releaseTokenApi } from './components/releases/release-token-routes';
import { registrationChallengeApi } from './components/registration-challenge/registration-challenge-routes';
import { shopifyApi } from './components/shopify/shopify-routes';
import { shopifyWebhookApi } from './components/shopify/shopify-webhook-routes';
import { storeCreditUserApi } from './components/store-credit/store-credit-routes';
import { describedOperations } from './http/api-description';
import type { DescribedRoutes } from './http/api-description';
import { openApiDocument } from './http/openapi-document';

/**
 * Every router's description (each kept next to its routes), in the order the reference shows
 * them. A new router adds its `<x>Api` here; app.ts mounts the router on `<x>Api.path`.
 */
const API_ROUTES: readonly DescribedRoutes[] = [
  authApi,
  emailVerificationApi,
  emailVerificationUserApi,
  signedInDevicesApi,
  passwordChangeApi,
  ageVerificationApi,
  registrationChallengeApi,
  geolocationApi,
  profileApi,
  miningUserApi,
  contractsApi,
  priceApi,
  storeCreditUserApi,
  activityUserApi,
  liveApi,
  shopifyApi,
  shopifyWebhookApi,
  referralApi,
  notificationsApi,
  pushApi,
  pushUserApi,
  campaignsUserApi,
  telemetryApi,
  adminApi,
  auditLogApi,
  customersApi,
  releasesAdminApi,
  remoteApprovalsApi,
  visualReviewAdminApi,
  storybookSettingsApi,
  releaseTokenApi,
  overviewApi,
  flagsApi,
  campaignsApi,
  livenessApi,
  readinessApi,
  openApiDocumentApi,
  referencePageApi,
];

export const API_OPERATIONS = describedOperations(API_ROUTES);

/** The OpenAPI 3.1 document served at /api/openapi.json. */
export const apiDocument = (options: { sessionCookie: string }) => openApiDocument(API_OPERATIONS, options);
