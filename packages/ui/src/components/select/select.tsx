import * as RadixSelect from '@radix-ui/react-select';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldLabel, FieldMessages, FieldRoot, RequiredMark, fieldDescriptionIds } from '../field/field';
import { CheckIcon, ChevronDownIcon } from '../icon/icon';
import { controlStyles } from '../input/input';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Form field name; a hidden native select carries the value in forms. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

const Trigger = styled(RadixSelect.Trigger)<{ $invalid?: boolean }>`
  ${controlStyles}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  text-align: left;
  cursor: pointer;

  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Content = styled(RadixSelect.Content)`
  z-index: ${({ theme }) => theme.zIndices.popover};
  overflow: hidden;
  min-width: var(--radix-select-trigger-width);
  max-height: var(--radix-select-content-available-height);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Viewport = styled(RadixSelect.Viewport)`
  padding: ${({ theme }) => theme.space[1]};
`;

const Item = styled(RadixSelect.Item)`
  position: relative;
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `0 ${theme.space[3]} 0 ${theme.space[8]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const Indicator = styled(RadixSelect.ItemIndicator)`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  display: inline-flex;
`;

/** A labelled dropdown (Radix Select: keyboard and screen-reader friendly). */
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
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={triggerId}>
        {label}
        {required ? <RequiredMark /> : null}
      </FieldLabel>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        name={name}
        required={required}
        disabled={disabled}
      >
        <Trigger
          id={triggerId}
          $invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescriptionIds(triggerId, hint, error)}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon asChild>
            <ChevronDownIcon />
          </RadixSelect.Icon>
        </Trigger>
        <RadixSelect.Portal>
          <Content position="popper" sideOffset={4}>
            <Viewport>
              {options.map((option) => (
                <Item key={option.value} value={option.value} disabled={option.disabled}>
                  <Indicator>
                    <CheckIcon size={16} />
                  </Indicator>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </Item>
              ))}
            </Viewport>
          </Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      <FieldMessages id={triggerId} hint={hint} error={error} />
    </FieldRoot>
  );
}
