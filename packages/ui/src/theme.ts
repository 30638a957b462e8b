// A type-only file has no module to import: the reference lets every workspace importing @ciao/ui see the typed DefaultTheme.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./styled.d.ts" preserve="true" />

/**
 * Design tokens. Colours are chosen for WCAG AA: every text colour reaches 4.5:1 on `surface`
 * and `background`; `borderStrong` (form controls) reaches 3:1. They live in colors.json, which
 * the build (Node) reads too for the host page's theme colour and splash.
 */
import colors from './colors.json';

const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Type scale in rem (1rem = 16px); body text never below `md` on phones. */
const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
} as const;

const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

const lineHeights = { tight: 1.25, snug: 1.375, normal: 1.5 } as const;

/** Spacing scale on a 4px grid: `space[4]` is 1rem. */
const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

const radii = { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' } as const;

const shadows = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
  md: '0 2px 8px rgba(15, 23, 42, 0.08), 0 1px 2px rgba(15, 23, 42, 0.06)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
  focus: `0 0 0 3px ${colors.focusRing}`,
} as const;

/** Mobile first: styles are written for 320px and up, then widened with `media.*`. */
const breakpoints = { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' } as const;

const media = {
  sm: `@media (min-width: ${breakpoints.sm})`,
  md: `@media (min-width: ${breakpoints.md})`,
  lg: `@media (min-width: ${breakpoints.lg})`,
  xl: `@media (min-width: ${breakpoints.xl})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Stacking layers, lowest first. */
const zIndices = {
  base: 0,
  sticky: 100,
  overlay: 1000,
  sheet: 1100,
  dialog: 1200,
  popover: 1300,
  toast: 1400,
  tooltip: 1500,
} as const;

const sizes = {
  /** Minimum touch target (WCAG 2.5.5, platform guidelines). */
  touchTarget: '44px',
  pageMaxWidth: '1120px',
  dialogSm: '400px',
  dialogMd: '520px',
  dialogLg: '720px',
  sheet: '320px',
} as const;

const transitions = {
  fast: '120ms ease-out',
  normal: '200ms ease-out',
} as const;

const tokens = {
  colors,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  shadows,
  breakpoints,
  media,
  zIndices,
  sizes,
  transitions,
} as const;

/** Token values widened to string/number, so another theme (tests, a future dark mode) can be typed as Theme. */
type Widen<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends number ? number : Widen<T[K]>;
};

export type Theme = Widen<typeof tokens>;

export const theme: Theme = tokens;
export type ColorToken = keyof Theme['colors'];
export type SpaceToken = keyof Theme['space'];
export type FontSizeToken = keyof Theme['fontSizes'];
