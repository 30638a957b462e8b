/**
 * `%part%` for ILIKE: what an admin types is searched for as typed, so its own `%`, `_` and `\` are
 * escaped (backslash is ILIKE's default escape character; parameters are bound, never spliced).
 */
export const containing = (part: string): string => `%${part.replace(/[\\%_]/g, '\\$&')}%`;
