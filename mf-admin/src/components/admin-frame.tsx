import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, Page, WarningIcon } from '@ciao/ui';

export const NOT_AUTHORISED_TITLE = 'Not authorised';

export interface AdminFrameProps {
  /** The screen's heading (h1). */
  title: ReactNode;
  description?: ReactNode;
  /** Set when the API answered 403: the screen shows this instead of its content. */
  notAuthorised?: string;
  children?: ReactNode;
}

/** A customer page's heading is the customer's e-mail: a long one wraps rather than widening a phone's page. */
const Title = styled(CardTitle)`
  overflow-wrap: anywhere;
`;

/** Every admin screen's frame: one card with the screen's heading, its content or 'Not authorised'. */
export function AdminFrame({ title, description, notAuthorised, children }: AdminFrameProps) {
  return (
    <Page>
      <Card>
        <CardHeader>
          <Title as="h1">{title}</Title>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>
          {notAuthorised === undefined ? (
            children
          ) : (
            <EmptyState icon={<WarningIcon />} titleAs="h2" title={NOT_AUTHORISED_TITLE} description={notAuthorised} />
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
