import { useId } from 'react';
import styled from 'styled-components';
import { MINING_DURATIONS, type MiningDuration, type MiningHours } from '@ciao/contracts/web';
import { formatUsd } from '@ciao/contracts/money';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Option = styled.label<{ $checked: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySubtle : theme.colors.surface)};
  cursor: pointer;

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

/** Hidden but focusable: the whole tile is its label. */
const Radio = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

const Hours = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Small = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface DurationPickerProps {
  value: MiningHours;
  onChange: (hours: MiningHours) => void;
  disabled?: boolean;
}

/** "2x · +100% bonus" */
function durationTerms(d: MiningDuration): string {
  return `${d.multiplier}x · +${d.bonusPercent}% bonus`;
}

/** The six durations of spec section 9 as a radio group: hours, label, multiplier, bonus and USD value. */
export function DurationPicker({ value, onChange, disabled = false }: DurationPickerProps) {
  const name = useId();
  return (
    <Fieldset disabled={disabled}>
      <Legend>Simulation duration</Legend>
      <Options>
        {MINING_DURATIONS.map((d) => (
          <Option key={d.hours} $checked={d.hours === value}>
            <Radio
              type="radio"
              name={name}
              value={d.hours}
              checked={d.hours === value}
              onChange={() => onChange(d.hours)}
            />
            <Hours>
              {d.hours}h <Small>{d.label}</Small>
            </Hours>
            <Small>{durationTerms(d)}</Small>
            <Small>{formatUsd(d.usdValue)} USD</Small>
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
