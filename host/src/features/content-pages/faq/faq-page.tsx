import type { ReactNode } from 'react';
import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import { FAQ_REVISED_MONTH } from '@ciao/contracts/web';
import { formatMonth } from '@ciao/content';
import { ChevronDownIcon } from '@ciao/ui';
import { ContentPage, ContentSection, Muted, Prose, useContentPageTexts } from '../content-page';
import { useFaqTopics } from './faq-entries';
import { FaqPrice } from './faq-price';

const Questions = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Question = styled.details`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    list-style: none;
    cursor: pointer;

    &::-webkit-details-marker {
      display: none;
    }
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
    svg {
      flex-shrink: 0;
      transition: transform ${({ theme }) => theme.transitions.fast};
    }
  }

  &[open] summary svg {
    transform: rotate(180deg);
  }
`;

const Answer = styled(Prose)`
  padding: ${({ theme }) => `0 ${theme.space[3]} ${theme.space[4]}`};
`;

// && outweighs Prose's list style: these links sit in a row.
const HelpLinks = styled.ul`
  && {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => `0 ${theme.space[4]}`};
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
  }
`;

/** /faq: the live price, the questions by topic, and where to read more. */
export function FaqPage() {
  return <FaqView price={<FaqPrice />} />;
}

/** The FAQ with its price card given (the live one, or a fixture in stories). */
export function FaqView({ price }: { price: ReactNode }) {
  const { t, host, tag } = useContentPageTexts();
  return (
    <ContentPage title="link.faq">
      <Muted>{t('faq.lastUpdated', { date: formatMonth(FAQ_REVISED_MONTH, tag) })}</Muted>
      {price}
      {useFaqTopics().map((topic) => (
        <ContentSection key={topic.title} title={topic.title}>
          <Questions>
            {topic.entries.map((entry) => (
              <Question key={entry.question}>
                <summary>
                  {entry.question}
                  <ChevronDownIcon />
                </summary>
                <Answer>{entry.answer}</Answer>
              </Question>
            ))}
          </Questions>
        </ContentSection>
      ))}
      <ContentSection title={t('faq.helpTitle')}>
        <p>{t('faq.help')}</p>
        <HelpLinks>
          <li>
            <Link to="/terms">{host('link.terms')}</Link>
          </li>
          <li>
            <Link to="/privacy">{host('link.privacy')}</Link>
          </li>
          <li>
            <Link to="/contact">{host('link.contact')}</Link>
          </li>
        </HelpLinks>
      </ContentSection>
    </ContentPage>
  );
}
