import type { ComponentPropsWithRef, ComponentType, ElementType, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../spinner/spinner';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner, sets aria-busy and blocks clicks. The label stays (e.g. 'Saving...'). The
   * button stays focusable (aria-disabled), so pressing it does not drop focus to the page.
   */
  loading?: boolean;
  disabled?: boolean;
  /**
   * Disabled through aria-disabled, so it keeps focus (and a place in the tab order): for a button
   * that disables itself once pressed, e.g. 'Start Credit Mining' after the start.
   */
  focusableWhenDisabled?: boolean;
  /** Stretches to the width of its container (common on phones). */
  fullWidth?: boolean;
  /** Icon before the label (decorative). */
  startIcon?: ReactNode;
  /** Icon after the label (decorative). */
  endIcon?: ReactNode;
  children?: ReactNode;
}

/** `as` renders another element, e.g. `as="a"` with `href`, or a router `Link` with `to`. */
export type ButtonProps<C extends ElementType = 'button'> = ButtonOwnProps & {
  as?: C;
} & Omit<ComponentPropsWithRef<C>, keyof ButtonOwnProps | 'as'>;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

// styled-components cannot type a generic `as`; ButtonProps carries the public typing instead.
const Element = StyledButton as unknown as ComponentType<Record<string, unknown>>;

export function Button<C extends ElementType = 'button'>({
  as,
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled = false,
  focusableWhenDisabled = false,
  fullWidth = false,
  startIcon,
  endIcon,
  children,
  ...rest
}: ButtonProps<C>) {
  const isNativeButton = as === undefined || as === 'button';
  const inactive = disabled || loading;
  const { onClick } = rest as { onClick?: (event: MouseEvent<HTMLElement>) => void };
  // A focused button that turns natively disabled loses focus to the page (HTML's focus fixup).
  const natively = isNativeButton && disabled && !focusableWhenDisabled;
  const elementProps = isNativeButton
    ? { type: 'button', disabled: natively, 'aria-disabled': (inactive && !natively) || undefined }
    : { 'aria-disabled': inactive || undefined, tabIndex: disabled ? -1 : undefined };

  return (
    <Element
      as={as}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
      {...elementProps}
      {...rest}
      onClick={(event: MouseEvent<HTMLElement>) => {
        // A link, or a button disabled through aria-disabled, swallows the click (and a form's submit).
        if (inactive) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <Spinner size="sm" decorative /> : startIcon}
      {children}
      {loading ? null : endIcon}
    </Element>
  );
}
