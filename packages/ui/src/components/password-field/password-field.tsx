import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field } from '../field/field';
import { EyeIcon, EyeOffIcon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { Input, type InputProps } from '../input/input';

export interface PasswordFieldProps extends Omit<InputProps, 'invalid' | 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Name of the toggle; its pressed state tells whether the password is shown. */
  toggleLabel?: string;
  className?: string;
}

const Control = styled.div`
  position: relative;

  input {
    padding-right: ${({ theme }) => theme.sizes.touchTarget};
  }
`;

const Toggle = styled.div`
  position: absolute;
  top: 0;
  right: 0;
`;

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  hint,
  error,
  id,
  className,
  required,
  toggleLabel = 'Show password',
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <Control>
          <Input
            autoComplete="current-password"
            {...inputProps}
            {...control}
            type={visible ? 'text' : 'password'}
            required={required}
            invalid={Boolean(error)}
          />
          <Toggle>
            <IconButton
              aria-label={toggleLabel}
              aria-pressed={visible}
              aria-controls={control.id}
              icon={visible ? <EyeOffIcon /> : <EyeIcon />}
              onClick={() => setVisible((v) => !v)}
            />
          </Toggle>
        </Control>
      )}
    </Field>
  );
}
