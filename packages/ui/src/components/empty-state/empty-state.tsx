import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  /** Decorative icon or illustration. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** e.g. a Button that starts the first contract. */
  action?: ReactNode;
  /** Heading level of the title inside the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  text-align: center;
`;

const IconSlot = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};

  svg {
    width: 28px;
    height: 28px;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.p`
  margin: 0;
  max-width: 36ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

/** What a list or card shows when there is nothing yet, e.g. 'No history yet'. */
export function EmptyState({ icon, title, description, action, titleAs = 'h3', className }: EmptyStateProps) {
  return (
    <Root className={className}>
      {icon ? <IconSlot aria-hidden="true">{icon}</IconSlot> : null}
      <Title as={titleAs}>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <Action>{action}</Action> : null}
    </Root>
  );
}
