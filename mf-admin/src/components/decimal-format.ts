// Amounts as the admin screens show them: exact decimal strings, grouped, never through a float.

/** A decimal string with thousands separators and no trailing zeros, exactly (never through a float). */
export function formatDecimal(value: string, { minFractionDigits = 0 }: { minFractionDigits?: number } = {}): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const trimmed = fraction.replace(/0+$/, '').padEnd(minFractionDigits, '0');
  return trimmed ? `${grouped}.${trimmed}` : grouped;
}
