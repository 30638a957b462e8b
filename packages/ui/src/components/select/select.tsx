import { useState, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field } from '../field/field';
import { ChevronDownIcon } from '../icon/icon';
import { controlStyles } from '../input/input';

export interface SelectOption {
  value: string;
  /** Plain text: a native `<option>` shows text only. */
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** A disabled first option shown while nothing is chosen (value ''). */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Form field name of the native select. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

const Control = styled.div`
  position: relative;
`;

const NativeSelect = styled.select<{ $invalid?: boolean; $placeholder?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[10]};
  color: ${({ theme, $placeholder }) => ($placeholder ? theme.colors.textMuted : theme.colors.text)};
  text-overflow: ellipsis;
  cursor: pointer;

  /* The list the OS draws keeps the normal text colour even while the placeholder is shown. */
  option {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Chevron = styled(ChevronDownIcon)`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[3]};
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

/**
 * A labelled dropdown: a styled native `<select>`, so phones open the OS picker and assistive
 * technology gets the platform's own control.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Select...',
  hint,
  error,
  name,
  required,
  disabled,
  id,
  className,
}: SelectProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const current = value ?? uncontrolledValue;
  const nothingChosen = current === '';

  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    if (value === undefined) setUncontrolledValue(event.target.value);
    onValueChange?.(event.target.value);
  };

  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <Control>
          <NativeSelect
            {...control}
            name={name}
            value={current}
            onChange={change}
            required={required}
            disabled={disabled}
            $invalid={Boolean(error)}
            $placeholder={nothingChosen}
          >
            {nothingChosen ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <Chevron />
        </Control>
      )}
    </Field>
  );
}
