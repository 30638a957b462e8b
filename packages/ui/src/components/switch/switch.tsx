import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface SwitchProps {
  label: ReactNode;
  /** Secondary text under the label, linked with aria-describedby. */
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /**
   * A change is under way: aria-busy and aria-disabled, changes ignored, but the switch keeps focus
   * (a natively disabled one would drop it to the page).
   */
  busy?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
`;

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 44px-tall hit area around a 28px track. */
const Track = styled(RadixSwitch.Root)`
  all: unset;
  box-sizing: border-box;
  position: relative;
  display: inline-block;
  flex-shrink: 0;
  width: 52px;
  height: ${({ theme }) => theme.sizes.touchTarget};
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    top: 8px;
    left: 0;
    width: 52px;
    height: 28px;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.borderStrong};
    transition: background-color ${({ theme }) => theme.transitions.fast};
  }
  &[data-state='checked']::before {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible::before {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  /* Only the control fades: the label and description stay readable (contrast AA). */
  &[data-disabled],
  &[aria-busy='true'] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Thumb = styled(RadixSwitch.Thumb)`
  position: absolute;
  top: 11px;
  left: 3px;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: transform ${({ theme }) => theme.transitions.fast};

  &[data-state='checked'] {
    transform: translateX(24px);
  }
`;

/** An on/off setting with its label (Radix Switch, role="switch"). */
export function Switch({
  label,
  description,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled = false,
  busy = false,
  name,
  id,
  className,
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = `${switchId}-description`;
  return (
    <Row className={className}>
      <Texts>
        <Label htmlFor={switchId}>{label}</Label>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
      </Texts>
      <Track
        id={switchId}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(next) => {
          if (!busy) onCheckedChange?.(next);
        }}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        name={name}
        aria-describedby={description ? descriptionId : undefined}
      >
        <Thumb />
      </Track>
    </Row>
  );
}
