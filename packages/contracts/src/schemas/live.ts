import { z } from 'zod';
import { isoDateTime } from './common';
import { claimsTotalSchema, contractSchema, pendingRewardsSchema, statsSchema } from './mining';
import { eligibilitySchema, storeCreditCodesSchema } from './store-credit';

/** The running contract as the live stream sends it: the polled contract and when it ends (time-scaled in tests), for the progress (progress.ts). */
export const liveContractSchema = contractSchema.extend({ endsAt: isoDateTime });
export type LiveContract = z.infer<typeof liveContractSchema>;

/**
 * The dashboard's state in a `state` event of GET /api/user/{id}/live: each section named as the
 * polled read it replaces (USER_READ_PATHS) and equal to its answer (the running contract with its
 * end too). The first event has every section; later ones only those that changed.
 */
export const liveStateSchema = z.object({
  stats: statsSchema,
  activeContracts: z.array(liveContractSchema),
  pendingRewards: pendingRewardsSchema,
  claimsTotal: claimsTotalSchema,
  eligibility: eligibilitySchema,
  storeCreditCodes: storeCreditCodesSchema,
});
export type LiveState = z.infer<typeof liveStateSchema>;
/** A `state` event's data: the sections that changed, and `at`, the server's clock when it was sent (epoch ms; for the progress). */
export const liveChangeSchema = liveStateSchema.partial().extend({ at: z.number().int().optional() });
export type LiveChange = z.infer<typeof liveChangeSchema>;
