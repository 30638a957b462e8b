import type { ReactNode } from 'react';
import styled from 'styled-components';
import { localeTag, useLocale } from '@ciao/shell';
import { formatFigure } from '@ciao/content';
import { Card, CardContent, CardHeader, CardTitle, Page } from '@ciao/ui';
import { AppFooter } from '../../components/app-footer';
import { useDocumentTitle } from '../../components/document-title';
import { PageHeader } from '../../components/page-header';
import { useHostMessages, type HostMessageKey } from '../../messages';
import { useContentPageMessages } from '../../messages/content-pages';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
`;

/** Reading width: long lines are hard to follow on a desktop screen. */
const Body = styled(Page)`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 760px;
`;

/**
 * A host content page: header with back button, the page's sections, the footer, all in the page's
 * language (the sections' texts: `messages/content-pages`; docs/front-end.md, "Languages").
 */
export function ContentPage({ title: titleKey, children }: { title: HostMessageKey; children: ReactNode }) {
  const title = useHostMessages()(titleKey);
  useDocumentTitle(title);
  return (
    <Column>
      <PageHeader title={title} />
      <Body>{children}</Body>
      <AppFooter />
    </Column>
  );
}

/** Running text: paragraphs and lists with room between them. */
export const Prose = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;

  ul,
  ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One topic of a content page: a card titled by an h2 (the page title is the h1). */
export function ContentSection({
  title,
  children,
  className,
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <Prose>{children}</Prose>
      </CardContent>
    </Card>
  );
}

/**
 * What a content page writes with: its sections' messages, the host's (the pages' names, which
 * its links use) and a figure of the contract ('2.50', '1.75') in the page's separators.
 */
export function useContentPageTexts() {
  const tag = localeTag(useLocale());
  return {
    t: useContentPageMessages(),
    host: useHostMessages(),
    tag,
    figure: (text: string) => formatFigure(text, tag),
  };
}
