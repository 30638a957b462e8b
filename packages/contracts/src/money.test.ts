import {
  ciaoToUsd,
  formatAmount,
  formatCiao,
  formatCompactUsd,
  formatSignedCiao,
  formatPercentChange,
  formatSol,
  formatUsd,
  formatUsdPrice,
  isAtLeast,
  netCiaoReward,
  netUsdValue,
  PRICE,
  usdShortfall,
  usdToSol,
} from './index';

describe('money arithmetic is exact', () => {
  it('when the fee is taken, then 70 % of the USD value remains', () => {
    expect(netUsdValue('0.06')).toBe('0.042');
    expect(netUsdValue('0.01')).toBe('0.007');
  });

  it('when converting a 1 h contract at the start card fallback price, then it is the net $CIAO with 10 decimals, rounded down', () => {
    // 0.042 / 0.00000034 = 123529.41176470588235...
    expect(netCiaoReward('0.06', PRICE.startCardFallbackUsd)).toBe('123529.4117647058');
    expect(netCiaoReward('0.03', 0.00000034)).toBe('61764.7058823529');
  });

  it('when a float would drift, then the decimal does not', () => {
    expect(ciaoToUsd('0.1', '0.2')).toBe('0.02');
    expect(usdToSol('95.42', PRICE.solUsd)).toBe('1');
    expect(ciaoToUsd('100000', PRICE.activeCardCiaoUsd)).toBe('0.00034747');
  });

  it('the shortfall to a target is never negative', () => {
    expect(usdShortfall(1.2, '2.50')).toBe('1.3');
    expect(usdShortfall(3, '2.50')).toBe('0');
    expect(isAtLeast(2.5, '2.50')).toBe(true);
    expect(isAtLeast('2.4999999999', '2.50')).toBe(false);
  });
});

describe('display formats', () => {
  it('groups thousands and fixes the decimals', () => {
    expect(formatAmount('1234567.891')).toBe('1,234,567.89');
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount('999.995')).toBe('1,000.00');
    expect(formatAmount('-1234.5', 1)).toBe('-1,234.5');
    expect(formatAmount('-0.001')).toBe('0.00');
    expect(formatAmount('12.5', 0)).toBe('13');
  });

  it('names the unit of each amount', () => {
    expect(formatCiao('123529.4117647058')).toBe('123,529.41 $CIAO');
    expect(formatUsd('0.06')).toBe('$0.06');
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd('0.00042921', 6)).toBe('$0.000429');
    expect(formatUsd('-1.5')).toBe('-$1.50');
    expect(formatUsd('1234.5', 2, 'half-up', 'it-IT')).toBe('$1.234,50');
    expect(formatUsd('-1.5', 2, 'half-up', 'es-ES')).toBe('-$1,50');
    expect(formatUsd('1234.5', 2, 'half-up', 'en-US')).toBe('$1,234.50');
    expect(formatSol('0.00044016')).toBe('0.000440 SOL');
  });

  it('rounds up when asked (a shortfall never reads $0.00 while something is missing)', () => {
    expect(formatUsd('0.001', 2, 'up')).toBe('$0.01');
    expect(formatUsd('1.3', 2, 'up')).toBe('$1.30');
  });

  it('shows prices with 10 decimals', () => {
    expect(formatUsdPrice(0.00000034)).toBe('$0.0000003400');
    expect(formatUsdPrice(PRICE.faqFallbackUsd)).toBe('$0.0000034747');
    expect(formatUsdPrice(3.4747e-9)).toBe('$0.0000000035');
  });

  it('shows market cap and volume in B from a billion up, else in M', () => {
    expect(formatCompactUsd(1_234_000_000)).toBe('$1.23B');
    expect(formatCompactUsd(1_000_000_000)).toBe('$1.00B');
    expect(formatCompactUsd(999_999_999)).toBe('$1.00B');
    expect(formatCompactUsd(999_990_000)).toBe('$999.99M');
    expect(formatCompactUsd(45_670_000)).toBe('$45.67M');
    expect(formatCompactUsd(250_000)).toBe('$0.25M');
  });

  it('signs the 24 h change', () => {
    expect(formatPercentChange(1.234)).toBe('+1.23%');
    expect(formatPercentChange(-0.5)).toBe('-0.50%');
    expect(formatPercentChange(0)).toBe('+0.00%');
  });

  it("writes every unit with the page locale's separators, English unchanged", () => {
    expect(formatAmount('1234.56', 2, 'half-up', 'en-US')).toBe('1,234.56');
    expect(formatCiao('1234.56', 2, 'it-IT')).toBe('1.234,56 $CIAO');
    expect(formatSignedCiao('61764.71', 'es-ES')).toBe('+61.764,71 $CIAO');
    expect(formatUsd('-2.5', 2, 'half-up', 'it-IT')).toBe('-$2,50');
    expect(formatSol('0.00044016', 6, 'es-ES')).toBe('0,000440 SOL');
    expect(formatUsdPrice(0.00000034, 10, 'it-IT')).toBe('$0,0000003400');
    expect(formatPercentChange(-0.5, 'it-IT')).toBe('-0,50%');
    expect(formatCompactUsd(1_234_000_000, 'it-IT')).toBe('1,23\u00a0Mld\u00a0USD');
    expect(formatCompactUsd(1_234_000_000, 'en-US')).toBe('$1.23B');
  });
});
