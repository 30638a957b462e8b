import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { CloseIcon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { useReturnFocus, type FocusFallback } from './use-return-focus';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  /** Controlled open state; leave out to let the trigger drive it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered as is, e.g. a Button). */
  trigger?: ReactElement;
  title: ReactNode;
  /** Keeps the title for screen readers but hides it visually. */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, right-aligned on wide screens and stacked on phones. Wrap a cancel button in `DialogClose`. */
  footer?: ReactNode;
  /** The body scrolls while title and footer stay put: for long texts such as the terms. */
  scrollable?: boolean;
  size?: DialogSize;
  /** Accessible name of the close (X) button. */
  closeLabel?: string;
  hideCloseButton?: boolean;
  /** Use 'alertdialog' for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  /**
   * On close, focus returns to the element that had it when the dialog opened. When that element
   * has left the page (e.g. the button that opened it was replaced), focus goes here instead.
   */
  returnFocusFallback?: FocusFallback;
  /** Where focus goes when it opens (a section further down, scrolled into view); by default its first focusable element. */
  initialFocus?: FocusFallback;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

/** Dims the page under a Dialog or a Sheet, one layer below it. */
export const Overlay = styled(RadixDialog.Overlay)<{ $below: 'dialog' | 'sheet' }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme, $below }) => theme.zIndices[$below] - 1};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.transitions.normal};
`;

const Content = styled(RadixDialog.Content)<{ $size: DialogSize; $scrollable: boolean }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  width: calc(100vw - ${({ theme }) => theme.space[6]});
  max-width: ${({ theme, $size }) =>
    $size === 'sm' ? theme.sizes.dialogSm : $size === 'lg' ? theme.sizes.dialogLg : theme.sizes.dialogMd};
  max-height: calc(100dvh - ${({ theme }) => theme.space[8]});
  overflow: ${({ $scrollable }) => ($scrollable ? 'hidden' : 'auto')};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${popIn} ${({ theme }) => theme.transitions.normal};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[3]} ${theme.space[2]} ${theme.space[5]}`};
`;

const Headings = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-top: ${({ theme }) => theme.space[2]};
`;

const DialogTitleText = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const DialogDescriptionText = styled(RadixDialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.div<{ $scrollable: boolean }>`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]} ${theme.space[5]}`};
  ${({ $scrollable, theme }) =>
    $scrollable &&
    `
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
    border-top: 1px solid ${theme.colors.border};
    border-bottom: 1px solid ${theme.colors.border};
    padding-top: ${theme.space[4]};
  `}
`;

/** Stacked on phones, a row from tablets up: in DOM order both ways, so the tab order is the visual one. */
const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]} ${theme.space[5]}`};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

/** Closes the enclosing Dialog or Sheet; wrap one element, e.g. `<DialogClose><Button>Cancel</Button></DialogClose>`. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

/**
 * A modal dialog: focus is trapped inside, Escape and the X button close it, and focus then returns
 * to what had it when the dialog opened (its trigger, or whatever opened it from code).
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  scrollable = false,
  size = 'md',
  closeLabel = 'Close',
  hideCloseButton = false,
  role = 'dialog',
  returnFocusFallback,
  initialFocus,
}: DialogProps) {
  const returnFocus = useReturnFocus(returnFocusFallback, initialFocus);
  const titleNode = <DialogTitleText>{title}</DialogTitleText>;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <Overlay $below="dialog" />
        <Content
          $size={size}
          $scrollable={scrollable}
          role={role}
          {...returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Header>
            <Headings>
              {hideTitle ? <VisuallyHidden>{titleNode}</VisuallyHidden> : titleNode}
              {description ? <DialogDescriptionText>{description}</DialogDescriptionText> : null}
            </Headings>
            {hideCloseButton ? null : (
              <RadixDialog.Close asChild>
                <IconButton aria-label={closeLabel} icon={<CloseIcon />} />
              </RadixDialog.Close>
            )}
          </Header>
          {children !== undefined && children !== null ? (
            <Body $scrollable={scrollable} tabIndex={scrollable ? 0 : undefined}>
              {children}
            </Body>
          ) : null}
          {footer ? <Footer>{footer}</Footer> : null}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
