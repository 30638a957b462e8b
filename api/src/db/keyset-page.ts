/** A keyset page: read `limit` + 1 rows; the extra one only tells that more follow, from the last row's key. */
export function keysetPage<T, K>(rows: T[], limit: number, keyOf: (row: T) => K): { rows: T[]; next: K | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? keyOf(last) : null };
}
