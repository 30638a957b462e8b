import { theme } from '../theme';

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const c = theme.colors;

describe('theme colours meet WCAG AA', () => {
  it.each([
    ['text on background', c.text, c.background],
    ['text on surface', c.text, c.surface],
    ['muted text on surface', c.textMuted, c.surface],
    ['muted text on background', c.textMuted, c.background],
    ['muted text on surfaceMuted', c.textMuted, c.surfaceMuted],
    ['onPrimary on primary', c.onPrimary, c.primary],
    ['onPrimary on primaryHover', c.onPrimary, c.primaryHover],
    ['onAccent on accent', c.onAccent, c.accent],
    ['onAccent on accentHover', c.onAccent, c.accentHover],
    ['onDanger on danger', c.onDanger, c.danger],
    ['primary on primarySubtle', c.primary, c.primarySubtle],
    ['primary on surface (links, outline buttons)', c.primary, c.surface],
    ['success on successSubtle', c.success, c.successSubtle],
    ['warning on warningSubtle', c.warning, c.warningSubtle],
    ['danger on dangerSubtle', c.danger, c.dangerSubtle],
    ['info on infoSubtle', c.info, c.infoSubtle],
    ['danger error text on surface', c.danger, c.surface],
    ['onInverseSurface on inverseSurface (toasts)', c.onInverseSurface, c.inverseSurface],
  ])('%s: text contrast >= 4.5', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['form control border on surface', c.borderStrong, c.surface],
    ['focus ring on surface', c.focusRing, c.surface],
    ['focus ring on background', c.focusRing, c.background],
    ["focus ring on inverseSurface (a toast's buttons)", c.focusRing, c.inverseSurface],
  ])('%s: non-text contrast >= 3', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});

it('keeps every touch target at least 44 px', () => {
  expect(parseInt(theme.sizes.touchTarget, 10)).toBeGreaterThanOrEqual(44);
});
