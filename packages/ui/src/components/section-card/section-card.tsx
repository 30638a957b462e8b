import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardFooter, CardTitle } from '../card/card';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]} 0 ${theme.space[4]}`};

  ${({ theme }) => theme.media.sm} {
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

const Title = styled(CardTitle)<{ $compact: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.sm : theme.fontSizes.lg)};
  color: ${({ theme, $compact }) => ($compact ? theme.colors.textMuted : theme.colors.text)};
`;

const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

export interface SectionCardProps {
  title: ReactNode;
  /** A Help popup next to the title. */
  help?: ReactNode;
  /** Something beside the title, e.g. a 'View All' button or a link. */
  action?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** A small card (a stat): its title is a muted caption. */
  compact?: boolean;
  className?: string;
}

/** One section of a screen: a card named by its h2 title (a region for assistive technology). */
export function SectionCard({ title, help, action, children, footer, compact = false, className }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className={className}>
      <Head>
        <Title as="h2" id={titleId} $compact={compact}>
          {title}
        </Title>
        <Actions>
          {action}
          {help}
        </Actions>
      </Head>
      <CardContent>{children}</CardContent>
      {footer ? <CardFooter>{footer}</CardFooter> : null}
    </Card>
  );
}
