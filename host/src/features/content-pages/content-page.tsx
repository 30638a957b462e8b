import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, Page } from '@ciao/ui';
import { AppFooter } from '../layout/app-footer';
import { PageHeader } from '../layout/page-header';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
`;

const Body = styled(Page)`
  flex: 1;
`;

/** A host content page: header with back button, the page's content, the footer. */
export function ContentPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Column>
      <PageHeader title={title} />
      <Body>{children}</Body>
      <AppFooter />
    </Column>
  );
}

/** Until the content-pages issue writes the texts. */
export function PendingContent() {
  return (
    <Card>
      <CardContent>
        <p>This page is being written (issue: content pages).</p>
      </CardContent>
    </Card>
  );
}
