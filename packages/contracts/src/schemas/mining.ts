import { z } from 'zod';
import { decimalString, id, isoDateTime } from './common';

export const statsSchema = z.object({
  totalMined: decimalString,
  miningRate: decimalString,
  pendingRewards: decimalString,
  activeContracts: z.number().int().nonnegative(),
});
export type Stats = z.infer<typeof statsSchema>;

/** status: 'completed', 'claimed', anything else means active (spec 4). */
export const contractSchema = z.object({
  id,
  status: z.string(),
  startTime: isoDateTime,
  duration: z.number().int().positive(),
  expectedReward: decimalString,
  actualReward: decimalString.nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

export const activeContractsSchema = z.array(contractSchema);

export const contractHistorySchema = z.object({
  contracts: z.array(contractSchema),
  nextCursor: z.string().nullable(),
});
export type ContractHistory = z.infer<typeof contractHistorySchema>;

export const contractHistoryQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const contractProgressSchema = z.object({
  progress: z.number().min(0).max(100),
  currentReward: decimalString,
  timeRemaining: z.number().int().nonnegative(),
});
export type ContractProgress = z.infer<typeof contractProgressSchema>;

export const pendingRewardsSchema = z.object({ pendingRewards: decimalString });
export type PendingRewards = z.infer<typeof pendingRewardsSchema>;

export const claimsTotalSchema = z.object({ totalClaimed: decimalString });
export type ClaimsTotal = z.infer<typeof claimsTotalSchema>;

export const priceSchema = z.object({
  price: z.number().positive(),
  change24h: z.number(),
  marketCap: z.number().nonnegative(),
  volume24h: z.number().nonnegative(),
});
export type Price = z.infer<typeof priceSchema>;
