/** A USD decimal string as dollars and cents: "10" -> "$10.00", "1234.5" -> "$1,234.50" (text only, no floats). */
export function formatDollars(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.');
  const cents = fraction.length > 2 ? fraction : fraction.padEnd(2, '0');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
