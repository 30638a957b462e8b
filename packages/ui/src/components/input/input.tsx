import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

export interface InputProps extends ComponentPropsWithRef<'input'> {
  /** Red border; also sets aria-invalid. */
  invalid?: boolean;
}

export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  /* 16px minimum stops iOS Safari from zooming into the field. */
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.text)};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    opacity: 0.7;
  }
`;

const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

/** A bare text input. Prefer `TextField`, which adds the label and messages. */
export function Input({ invalid = false, ...rest }: InputProps) {
  return <StyledInput $invalid={invalid} aria-invalid={invalid || undefined} {...rest} />;
}
