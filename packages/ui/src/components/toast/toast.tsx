import { TOAST } from '@ciao/contracts/web';
import * as RadixToast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { CloseIcon } from '../icon/icon';

// Spec section 9 (from @ciao/contracts): display 5000 ms, swipe-to-dismiss 50 px, viewport hotkey F8.
const TOAST_HOTKEY = [...TOAST.hotkey];

export type ToastVariant = 'default' | 'destructive';

export interface ToastProviderProps {
  children: ReactNode;
  /** Defaults to 5000 ms (spec). */
  duration?: number;
  /** Word screen readers say before each toast ('Notification'). */
  label?: string;
}

/** Wrap the app once; the host owns the toast state and renders `Toast`s plus one `ToastViewport` inside. */
export function ToastProvider({ children, duration = TOAST.durationMs, label = 'Notification' }: ToastProviderProps) {
  return (
    <RadixToast.Provider
      duration={duration}
      swipeDirection="right"
      swipeThreshold={TOAST.swipeThresholdPx}
      label={label}
    >
      {children}
    </RadixToast.Provider>
  );
}

/**
 * At the bottom of the screen, full width on phones and bottom right from tablets up: never over
 * the sticky header, whose text a toast at the top covered and mixed with (seen on phones after
 * registration, issue #16). Clear of the home indicator; the empty region lets taps through.
 */
const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  right: 0;
  bottom: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  max-width: 100vw;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  padding-bottom: max(${({ theme }) => theme.space[3]}, env(safe-area-inset-bottom));
  list-style: none;
  outline: none;
  pointer-events: none;

  ${({ theme }) => theme.media.md} {
    left: auto;
    max-width: 420px;
    padding: ${({ theme }) => theme.space[4]};
  }
`;

export interface ToastViewportProps {
  /** Keyboard shortcut that moves focus to the toasts; F8 per spec. */
  hotkey?: string[];
  /** Announced by screen readers; `{hotkey}` is replaced. */
  label?: string;
  className?: string;
}

/** Where toasts appear: the bottom of the screen (full width on phones, bottom right on wide screens). */
export function ToastViewport({
  hotkey = TOAST_HOTKEY,
  label = 'Notifications ({hotkey})',
  className,
}: ToastViewportProps) {
  return <Viewport hotkey={hotkey} label={label} className={className} />;
}

/** Movement only: a toast is never see-through, not even while it arrives. */
const slideIn = keyframes`
  from { transform: translateY(8px); }
  to { transform: translateY(0); }
`;

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]} ${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  /* A surface of its own, opaque and dark: it stands apart from the white header and cards. */
  border: 1px solid
    ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.dangerHover : theme.colors.inverseSurface)};
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.inverseSurface)};
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.onDanger : theme.colors.onInverseSurface)};
  pointer-events: auto;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} ${({ theme }) => theme.transitions.normal};

  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform ${({ theme }) => theme.transitions.normal};
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
  &[data-state='closed'] {
    opacity: 0;
  }
`;

const Texts = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-top: ${({ theme }) => theme.space[1]};
`;

const Title = styled(RadixToast.Title)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Description = styled(RadixToast.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Close = styled(RadixToast.Close)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  margin: -${({ theme }) => theme.space[1]} 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgba(127, 127, 127, 0.15);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 0;
  }
`;

const ActionSlot = styled.div`
  align-self: center;
  flex-shrink: 0;
`;

const ToastActionButton = styled.button<{ $variant: ToastVariant }>`
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid currentColor;
  background: transparent;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export interface ToastProps {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Overrides the provider's 5000 ms. */
  duration?: number;
  /** An optional action button; `altText` tells screen-reader users how to reach it otherwise. */
  action?: { label: ReactNode; altText: string; onClick: () => void };
  closeLabel?: string;
  className?: string;
}

/** One toast. Render inside `ToastProvider`; destructive toasts are announced assertively. */
export function Toast({
  title,
  description,
  variant = 'default',
  open,
  defaultOpen,
  onOpenChange,
  duration,
  action,
  closeLabel = 'Close notification',
  className,
}: ToastProps) {
  return (
    <Root
      $variant={variant}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      duration={duration}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={className}
    >
      <Texts>
        {title ? <Title>{title}</Title> : null}
        {description ? <Description>{description}</Description> : null}
      </Texts>
      {action ? (
        <ActionSlot>
          <RadixToast.Action altText={action.altText} asChild>
            <ToastActionButton type="button" $variant={variant} onClick={action.onClick}>
              {action.label}
            </ToastActionButton>
          </RadixToast.Action>
        </ActionSlot>
      ) : null}
      <Close aria-label={closeLabel}>
        <CloseIcon />
      </Close>
    </Root>
  );
}
