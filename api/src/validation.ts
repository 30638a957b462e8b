import { safeParse, type $ZodError, type $ZodType, type output } from 'zod/v4/core';
import { AppError } from './errors';

/**
 * Parses a request body (or CLI input) with its zod schema, classic or zod/mini (the request
 * bodies the front-ends shape too); 400 with one message per failing field.
 */
export function parseInput<S extends $ZodType>(schema: S, input: unknown): output<S> {
  const result = safeParse(schema, input);
  if (result.success) return result.data;
  throw new AppError(400, 'Invalid request', { fields: fieldMessages(result.error) });
}

function fieldMessages(error: $ZodError): Record<string, string> {
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
