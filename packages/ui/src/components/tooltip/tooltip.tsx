import { TOOLTIP_DELAY_MS } from '@ciao/contracts/web';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';

export interface TooltipProps {
  content: ReactNode;
  /** The trigger: one focusable element that accepts a ref (Button, IconButton, a link). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Defaults to the spec's 700 ms. */
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const Content = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  max-width: min(280px, calc(100vw - 24px));
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${({ theme }) => theme.colors.text};
`;

/** A short hint on hover and keyboard focus. Not for essential information (touch has no hover). */
export function Tooltip({
  content,
  children,
  side = 'top',
  delayDuration = TOOLTIP_DELAY_MS,
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content side={side} sideOffset={6} collisionPadding={12}>
            {content}
            <Arrow width={12} height={6} />
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
