import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Overlay } from '../dialog/dialog';
import { CloseIcon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { useReturnFocus } from '../dialog/use-return-focus';

export type SheetSide = 'left' | 'right';

export interface SheetProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the sheet, e.g. the menu IconButton. */
  trigger?: ReactElement;
  side?: SheetSide;
  title: ReactNode;
  /** Keeps the title for screen readers only, e.g. when `header` replaces it. */
  hideTitle?: boolean;
  description?: ReactNode;
  /** Replaces the visible title area (e.g. a profile summary that opens the profile dialog). */
  header?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
}

const slideFromLeft = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

const slideFromRight = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const Panel = styled(RadixDialog.Content)<{ $side: SheetSide }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'left' ? 'left: 0;' : 'right: 0;')}
  z-index: ${({ theme }) => theme.zIndices.sheet};
  display: flex;
  flex-direction: column;
  width: min(85vw, ${({ theme }) => theme.sizes.sheet});
  height: 100dvh;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${({ $side }) => ($side === 'left' ? slideFromLeft : slideFromRight)}
    ${({ theme }) => theme.transitions.normal};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -3px;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]} ${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TopContent = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled(RadixDialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[2]};
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A drawer from the side of the screen (the side menu). Modal: focus trapped, Escape closes, focus returns to its opener. */
export function Sheet({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  side = 'left',
  title,
  hideTitle = false,
  description,
  header,
  children,
  footer,
  closeLabel = 'Close menu',
}: SheetProps) {
  const returnFocus = useReturnFocus();
  const titleNode = <Title>{title}</Title>;
  const hiddenTitle = hideTitle || header !== undefined;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <Overlay $below="sheet" />
        <Panel $side={side} {...returnFocus} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Top>
            <TopContent>
              {hiddenTitle ? <VisuallyHidden>{titleNode}</VisuallyHidden> : titleNode}
              {header}
              {description ? <Description>{description}</Description> : null}
            </TopContent>
            <RadixDialog.Close asChild>
              <IconButton aria-label={closeLabel} icon={<CloseIcon />} />
            </RadixDialog.Close>
          </Top>
          <Body>{children}</Body>
          {footer ? <Bottom>{footer}</Bottom> : null}
        </Panel>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
