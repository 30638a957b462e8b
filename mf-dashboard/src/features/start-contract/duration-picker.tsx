import { useId } from 'react';
import styled from 'styled-components';
import { MINING_DURATIONS, type MiningHours } from '@ciao/contracts/web';
import { formatAmount, formatUsd } from '@ciao/contracts/money';
import { localeTag, useLocale } from '@ciao/shell';
import { useDashboardMessages } from '../../messages';

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

/** The six durations of spec section 9 as a radio group: hours, label, multiplier, bonus and USD value. */
export function DurationPicker({ value, onChange, disabled = false }: DurationPickerProps) {
  const name = useId();
  const t = useDashboardMessages();
  const locale = localeTag(useLocale());
  /** "1.75" and "33.3" as the page writes decimals ("1,75" in Italian); whole numbers as they are. */
  const decimal = (text: string) => formatAmount(text, text.split('.')[1]?.length ?? 0, 'half-up', locale);
  return (
    <Fieldset disabled={disabled}>
      <Legend>{t('start.duration')}</Legend>
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
            <Small>{t('start.terms', { multiplier: decimal(d.multiplier), bonus: decimal(d.bonusPercent) })}</Small>
            <Small>{t('start.usd', { usd: formatUsd(d.usdValue, 2, 'half-up', locale) })}</Small>
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
