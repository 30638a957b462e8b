import { z } from 'zod';

/**
 * Parsers of environment values, shared by the small schemas each owner keeps beside its code
 * (config.ts composes them). An empty or blank variable counts as unset everywhere.
 */

/** The parsed values of one owner's variables. */
export type EnvironmentOf<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

export const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A number read from text; blank is unset, so `schema`'s default applies. */
export const numberFrom = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

export const port = (fallback: number) => numberFrom(z.coerce.number().int().min(0).max(65535).default(fallback));

/** NODE_ENV: production unless set; tests and local development run plain http. */
export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** Comma-separated origins (scheme, host, port: `https://app.example.com`); blank: none. */
export const originList = optionalText.transform((v, ctx) => {
  const list = (v ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of list) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.origin !== origin) {
      ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin like https://app.example.com` });
    }
  }
  return list;
});

/** The one setting that cookie and header policies depend on: production means https. */
export type RunningEnvironment = { nodeEnv: NodeEnv };
