import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps, type ButtonVariant } from '../button/button-styles';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** Required: an icon alone has no accessible name. */
  'aria-label': string;
  /** The icon (decorative; the name comes from aria-label). */
  icon: ReactNode;
  variant?: ButtonVariant;
}

const Square = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  width: ${({ theme }) => theme.sizes.touchTarget};
  min-width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  flex-shrink: 0;
`;

/** A square 44px button holding only an icon. */
export function IconButton({ icon, variant = 'ghost', type = 'button', ...rest }: IconButtonProps) {
  return (
    <Square type={type} $variant={variant} $size="md" {...rest}>
      {icon}
    </Square>
  );
}
