import { responseSchemas } from './response-schemas';

export type ResponseName = keyof typeof responseSchemas;
/** The type of an answer, as its schema describes it. */
export type ResponseOf<N extends ResponseName> = ReturnType<(typeof responseSchemas)[N]['parse']>;

/**
 * The one response check. Outside production an answer that does not match its schema throws, so a
 * broken contract shows up in tests and development; production trusts the API it ships with. The
 * schemas are reached only behind this condition, which is what drops them from production builds
 * (docs/performance.md, "Shared entries and budgets").
 */
export function checkResponse<N extends ResponseName>(name: N, body: unknown): ResponseOf<N> {
  if (process.env.NODE_ENV !== 'production') (responseSchemas[name] as { parse(value: unknown): unknown }).parse(body);
  return body as ResponseOf<N>;
}
