// Age verification arithmetic, the same on both sides (spec 5).

/** Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD day. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * The refusal, an ICU message with `{years}` and `{country}`: the API and the age check write it in
 * the reader's language, the country named by `countryName` (3.6.0).
 */
export const AGE_REQUIREMENT_MESSAGE = 'You must be at least {years} years old to use this service in {country}';

/** The refusal in English; kept for remotes of contract 3.5 and before (docs/front-end.md, "Versions and skew"). */
export function ageRequirementMessage(years: number, country: string): string {
  return AGE_REQUIREMENT_MESSAGE.replace('{years}', String(years)).replace('{country}', country);
}

/**
 * A country's name for a page whose `Intl` tag is `tag`: in English the name the product writes
 * (the spec's, `english`), else the language's own name of its region `code` (`Intl.DisplayNames`),
 * the English name when there is no code or `Intl` has no name for it.
 */
export function countryName(tag: string, english: string, code: string | null): string {
  if (!code || tag.startsWith('en')) return english;
  return new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' }).of(code) ?? english;
}
