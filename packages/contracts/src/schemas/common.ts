import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../messages';

/** A non-negative decimal amount sent as a string, e.g. "0.0000034747" (never a float). */
export const decimalString = z.string().regex(/^\d+(\.\d+)?$/, 'Expected a non-negative decimal string');

export const id = z.uuid();
export const isoDateTime = z.iso.datetime({ offset: true });

/** Every error response body (product-decisions: Errors). */
export const errorBodySchema = z.object({
  /** In the language of the request's `Accept-Language` (English when the API does not speak it). */
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** What the refusal is, when a screen acts on it (a suspension, a link's problem): the same in every language. */
  code: z.enum(Object.values(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Answer of operations that only succeed or fail. */
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;
