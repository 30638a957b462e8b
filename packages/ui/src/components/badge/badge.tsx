import type { ReactNode } from 'react';
import styled from 'styled-components';

export type BadgeVariant = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps {
  variant?: BadgeVariant;
  /** Decorative icon before the text. */
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

const Root = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  border: 1px solid
    ${({ theme, $variant }) =>
      ({
        neutral: theme.colors.border,
        success: theme.colors.successBorder,
        warning: theme.colors.warningBorder,
        danger: theme.colors.dangerBorder,
        info: theme.colors.infoBorder,
      })[$variant]};
  background: ${({ theme, $variant }) =>
    ({
      neutral: theme.colors.surfaceMuted,
      success: theme.colors.successSubtle,
      warning: theme.colors.warningSubtle,
      danger: theme.colors.dangerSubtle,
      info: theme.colors.infoSubtle,
    })[$variant]};
  color: ${({ theme, $variant }) =>
    ({
      neutral: theme.colors.textMuted,
      success: theme.colors.success,
      warning: theme.colors.warning,
      danger: theme.colors.danger,
      info: theme.colors.info,
    })[$variant]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.5;
  /* A label longer than its line (a translation, a narrow phone) wraps inside the badge rather than sticking out. */
  max-width: 100%;
  overflow-wrap: anywhere;

  svg {
    width: 14px;
    height: 14px;
  }
`;

/** A short status label, e.g. 'Ready', 'Completed', 'Expired'. */
export function Badge({ variant = 'neutral', icon, children, className }: BadgeProps) {
  return (
    <Root $variant={variant} className={className}>
      {icon}
      {children}
    </Root>
  );
}
