import { z } from 'zod';

/** A non-negative decimal amount sent as a string, e.g. "0.0000034747" (never a float). */
export const decimalString = z.string().regex(/^\d+(\.\d+)?$/, 'Expected a non-negative decimal string');

export const id = z.uuid();
export const isoDateTime = z.iso.datetime({ offset: true });

/** Every error response body (product-decisions: Errors). */
export const errorBodySchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Answer of operations that only succeed or fail. */
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;
