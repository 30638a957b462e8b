import { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Palette {
  bg: string;
  fg: string;
  border: string;
  hoverBg: string;
  activeBg: string;
}

function palette(theme: DefaultTheme, variant: ButtonVariant): Palette {
  const c = theme.colors;
  switch (variant) {
    case 'primary':
      return { bg: c.primary, fg: c.onPrimary, border: c.primary, hoverBg: c.primaryHover, activeBg: c.primaryActive };
    case 'secondary':
      return { bg: c.accent, fg: c.onAccent, border: c.accent, hoverBg: c.accentHover, activeBg: c.accentHover };
    case 'outline':
      return {
        bg: c.surface,
        fg: c.primary,
        border: c.borderStrong,
        hoverBg: c.primarySubtle,
        activeBg: c.surfaceHover,
      };
    case 'ghost':
      return {
        bg: 'transparent',
        fg: c.text,
        border: 'transparent',
        hoverBg: c.surfaceMuted,
        activeBg: c.surfaceHover,
      };
    case 'destructive':
      return { bg: c.danger, fg: c.onDanger, border: c.danger, hoverBg: c.dangerHover, activeBg: c.dangerHover };
  }
}

/** Every size keeps the 44px touch target; `sm` only tightens padding and type. */
const sizes = {
  sm: css`
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding: 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
} as const;

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
}

export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $variant }) => palette(theme, $variant).border};
  background: ${({ theme, $variant }) => palette(theme, $variant).bg};
  color: ${({ theme, $variant }) => palette(theme, $variant).fg};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};
  ${({ $size }) => sizes[$size]}

  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${({ theme, $variant }) => palette(theme, $variant).hoverBg};
  }
  &:active:not(:disabled):not([aria-disabled='true']) {
    background: ${({ theme, $variant }) => palette(theme, $variant).activeBg};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;
