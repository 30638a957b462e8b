import type { z } from 'zod';
import { AppError } from './errors';

/** Parses a request body (or CLI input) with its zod schema; 400 with one message per failing field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError(400, 'Invalid request', { fields: fieldMessages(result.error) });
}

function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = 'Unknown field';
      continue;
    }
    const path = issue.path.map(String).join('.') || '(body)';
    fields[path] ??= issue.message;
  }
  return fields;
}
