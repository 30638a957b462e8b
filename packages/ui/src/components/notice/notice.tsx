import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';

export type NoticeVariant = 'info' | 'success' | 'warning' | 'danger';

export interface NoticeProps {
  variant?: NoticeVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Replaces the variant's icon; pass `null` for none. */
  icon?: ReactNode;
  /** Shows a close button that calls `onDismiss`; the caller decides whether to hide the notice. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /**
   * Live-region role. Defaults to 'alert' for danger (announced at once) and none for the rest,
   * so static notices are not re-announced on every render.
   */
  role?: 'alert' | 'status' | 'note' | 'region';
  /** Extra content under the text, e.g. a link or button. */
  action?: ReactNode;
  className?: string;
}

const defaultIcons: Record<NoticeVariant, ReactNode> = {
  info: <InfoIcon />,
  success: <SuccessIcon />,
  warning: <WarningIcon />,
  danger: <ErrorIcon />,
};

const Root = styled.div<{ $variant: NoticeVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme, $variant }) => theme.colors[`${$variant}Border`]};
  border-left-width: 4px;
  border-left-color: ${({ theme, $variant }) => theme.colors[$variant]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $variant }) => theme.colors[`${$variant}Subtle`]};
  color: ${({ theme }) => theme.colors.text};
`;

const IconSlot = styled.div<{ $variant: NoticeVariant }>`
  flex-shrink: 0;
  padding-top: 2px;
  color: ${({ theme, $variant }) => theme.colors[$variant]};
`;

const Texts = styled.div`
  flex: 1;
  min-width: 0;
  /* A long word (an e-mail address, a code) wraps rather than widening the page. */
  overflow-wrap: anywhere;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Dismiss = styled.div`
  flex-shrink: 0;
  margin: -${({ theme }) => theme.space[3]} -${({ theme }) => theme.space[3]} 0 0;
`;

/** An inline message: the blue educational notice, a warning to verify links, an error. */
export function Notice({
  variant = 'info',
  title,
  children,
  icon,
  onDismiss,
  dismissLabel = 'Dismiss',
  role,
  action,
  className,
}: NoticeProps) {
  const resolvedIcon = icon === undefined ? defaultIcons[variant] : icon;
  return (
    <Root $variant={variant} role={role ?? (variant === 'danger' ? 'alert' : undefined)} className={className}>
      {resolvedIcon ? (
        <IconSlot $variant={variant} aria-hidden="true">
          {resolvedIcon}
        </IconSlot>
      ) : null}
      <Texts>
        {title ? <Title>{title}</Title> : null}
        {children ? <div>{children}</div> : null}
        {action ? <div>{action}</div> : null}
      </Texts>
      {onDismiss ? (
        <Dismiss>
          <IconButton aria-label={dismissLabel} icon={<CloseIcon size={18} />} onClick={onDismiss} />
        </Dismiss>
      ) : null}
    </Root>
  );
}
