import { z } from 'zod';
import { numberFrom } from '../../env-values';

/**
 * One account per address counts IPv6 clients by this network (anyone gets a /48, 65,536 /64s, for
 * free); IPv4 clients by their address (docs/accounts.md#one-account-per-ip).
 */
export const usersEnvironment = {
  REGISTRATION_IPV6_PREFIX_LENGTH: numberFrom(
    z.coerce
      .number()
      .int('Expected a whole number')
      .min(16, 'Expected 16 to 64')
      .max(64, 'Expected 16 to 64')
      .default(48),
  ),
};
