import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
// Brings in @ciao/ui's typing of the styled-components theme (its styled.d.ts); nothing else is used.
import type {} from '@ciao/ui';
import { localeTag, useLocale } from '@ciao/shell';
import { formatMonth } from './formats';
import { isBulletList, isExternal, type Block, type LegalLink, type LegalText, type Paragraph } from './legal-text';
import { useLegalMessages } from './messages';

export interface LegalDocumentProps {
  text: LegalText;
  /** Level of the section headings: 2 under a page's h1, 3 inside a dialog (whose title is an h2). */
  headingLevel?: 2 | 3;
  /**
   * Renders a link to an app path ('/terms'): a router link on a page, something else in a
   * dialog. Default: a plain anchor. External addresses always open in a new tab.
   */
  renderLink?: (link: LegalLink) => ReactNode;
  className?: string;
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

function defaultLink(link: LegalLink) {
  return <a href={link.href}>{link.text}</a>;
}

function Runs({ paragraph, renderLink }: { paragraph: Paragraph; renderLink: (link: LegalLink) => ReactNode }) {
  if (typeof paragraph === 'string') return <>{paragraph}</>;
  return (
    <>
      {paragraph.map((run, index) => (
        <Fragment key={index}>
          {typeof run === 'string' ? (
            run
          ) : isExternal(run.href) ? (
            <a href={run.href} target="_blank" rel="noopener noreferrer">
              {run.text}
            </a>
          ) : (
            renderLink(run)
          )}
        </Fragment>
      ))}
    </>
  );
}

function BlockView({ block, renderLink }: { block: Block; renderLink: (link: LegalLink) => ReactNode }) {
  if (isBulletList(block)) {
    return (
      <List>
        {block.list.map((item, index) => (
          <li key={index}>
            <Runs paragraph={item} renderLink={renderLink} />
          </li>
        ))}
      </List>
    );
  }
  return (
    <p>
      <Runs paragraph={block} renderLink={renderLink} />
    </p>
  );
}

/** Renders a LegalText: last-updated line, introduction, numbered sections. The caller shows the title. */
export function LegalDocument({ text, headingLevel = 2, renderLink = defaultLink, className }: LegalDocumentProps) {
  const headingTag = headingLevel === 3 ? 'h3' : 'h2';
  const t = useLegalMessages();
  const tag = localeTag(useLocale());
  return (
    <Article className={className}>
      <Updated>{t('legal.lastUpdated', { date: formatMonth(text.lastUpdated, tag) })}</Updated>
      {text.intro.map((paragraph, index) => (
        <BlockView key={index} block={paragraph} renderLink={renderLink} />
      ))}
      {text.sections.map((section) => (
        <Section key={section.heading}>
          <Heading as={headingTag}>{section.heading}</Heading>
          {section.blocks.map((block, index) => (
            <BlockView key={index} block={block} renderLink={renderLink} />
          ))}
        </Section>
      ))}
    </Article>
  );
}
