import {
  activeContractsSchema,
  activityPageSchema,
  claimsTotalSchema,
  contractHistorySchema,
  contractProgressSchema,
  contractSchema,
  eligibilitySchema,
  generateResponseSchema,
  geolocationResponseSchema,
  pendingRewardsSchema,
  priceSchema,
  productsResponseSchema,
  pushPublicKeySchema,
  referralCodeSchema,
  referralStatsSchema,
  sessionResponseSchema,
  statsSchema,
  storeCreditCodesSchema,
  storeInfoSchema,
  verifyAgeResponseSchema,
  voucherLogPageSchema,
} from '@ciao/contracts';
import { notificationSettingsSchema } from '@ciao/contracts/web';

/**
 * The schema of every answer the client reads, by name. Only checkResponse uses it, and only
 * outside production: production builds leave this module, and classic zod with it, out.
 */
export const responseSchemas = {
  session: sessionResponseSchema,
  verifyAge: verifyAgeResponseSchema,
  detectedLocation: geolocationResponseSchema,
  price: priceSchema,
  stats: statsSchema,
  contract: contractSchema,
  activeContracts: activeContractsSchema,
  contractHistory: contractHistorySchema,
  contractProgress: contractProgressSchema,
  activityPage: activityPageSchema,
  pendingRewards: pendingRewardsSchema,
  claimsTotal: claimsTotalSchema,
  eligibility: eligibilitySchema,
  storeCreditCodes: storeCreditCodesSchema,
  generatedCode: generateResponseSchema,
  referralCode: referralCodeSchema,
  referralStats: referralStatsSchema,
  notificationSettings: notificationSettingsSchema,
  pushPublicKey: pushPublicKeySchema,
  storeInfo: storeInfoSchema,
  products: productsResponseSchema,
  voucherLogPage: voucherLogPageSchema,
};
