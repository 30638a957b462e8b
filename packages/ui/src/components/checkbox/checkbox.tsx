import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldMessages, fieldDescriptionIds } from '../field/field';
import { CheckIcon } from '../icon/icon';

export interface CheckboxProps {
  /** The label: text or a node with links (e.g. 'I accept the terms and conditions'). */
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  hint?: ReactNode;
  error?: ReactNode;
  name?: string;
  value?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
`;

/** The visible box is 22px; the pressable area around it is 44px. */
const Box = styled(RadixCheckbox.Root)<{ $invalid: boolean }>`
  all: unset;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  margin: -11px 0 -11px -11px;
  cursor: pointer;

  & > span.box {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 22px;
    height: 22px;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[data-state='checked'] > span.box {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible > span.box {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/** Same line height as the 22px box, so the first line sits level with it. */
const Label = styled.label`
  padding-top: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 22px;
  cursor: pointer;
`;

/** Lines up with the label: 44px hit area, minus its -11px margin, plus the row gap. */
const Messages = styled.div`
  padding-left: calc(33px + ${({ theme }) => theme.space[1]});
`;

/** A checkbox with its label (Radix Checkbox). */
export function Checkbox({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  hint,
  error,
  name,
  value,
  required,
  disabled,
  id,
  className,
}: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  return (
    <Root className={className}>
      <Row>
        <Box
          id={boxId}
          $invalid={Boolean(error)}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={onCheckedChange ? (state) => onCheckedChange(state === true) : undefined}
          name={name}
          value={value}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescriptionIds(boxId, hint, error)}
        >
          <span className="box">
            <RadixCheckbox.Indicator>
              <CheckIcon size={16} strokeWidth={3} />
            </RadixCheckbox.Indicator>
          </span>
        </Box>
        <Label htmlFor={boxId}>{label}</Label>
      </Row>
      <Messages>
        <FieldMessages id={boxId} hint={hint} error={error} />
      </Messages>
    </Root>
  );
}
