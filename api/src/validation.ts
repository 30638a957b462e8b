import {
  safeParse,
  type $ZodError,
  type $ZodErrorMap,
  type $ZodRawIssue,
  type $ZodType,
  type output,
} from 'zod/v4/core';
import { en, es, it } from 'zod/v4/locales';
import { AppError, type Translations } from './errors';

/** zod's own words (a wrong type, a missing field), in each language the product speaks. */
const ZOD_LOCALES = { en: en(), it: it(), es: es() };

const text = (map: $ZodErrorMap, issue: $ZodRawIssue): string => {
  const answer = map(issue as Parameters<$ZodErrorMap>[0]);
  return typeof answer === 'string' ? answer : (answer?.message ?? 'Invalid input');
};

/**
 * Parses a request body (or CLI input) with its zod schema, classic or zod/mini (the request
 * bodies the front-ends shape too); 400 with one message per failing field. A schema's own message
 * is translated by the API's catalog; zod's own words come in every language from zod's locales.
 */
export function parseInput<S extends $ZodType>(schema: S, input: unknown): output<S> {
  const translated: Translations = {};
  const result = safeParse(schema, input, {
    error: (issue) => {
      const english = text(ZOD_LOCALES.en.localeError, issue);
      translated[english] = {
        it: text(ZOD_LOCALES.it.localeError, issue),
        es: text(ZOD_LOCALES.es.localeError, issue),
      };
      return english;
    },
  });
  if (result.success) return result.data;
  throw new AppError(400, 'Invalid request', { fields: fieldMessages(result.error), translated });
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
