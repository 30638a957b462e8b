// The product texts' dates and figures in the page's language, through `Intl` alone: the host's
// pages use them too, and `@ciao/contracts/money` (decimal.js) is not worth a place in the host's
// first load for them (docs/front-end.md, "Languages").
/** A month of the contract ('2025-11') as a language writes it: "November 2025", "novembre 2025", "noviembre de 2025". */
export function formatMonth(month: string, locale: string): string {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year!, index! - 1),
  );
}

/** A short figure of the contract ('2.50', '1.75', '5') with as many decimals as it is written with, in the page's separators: "2,50". */
export function formatFigure(text: string, locale: string): string {
  const decimals = text.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    Number(text),
  );
}
