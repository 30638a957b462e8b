import styled from 'styled-components';
import { ExternalLinkIcon, MailIcon, VisuallyHidden } from '@ciao/ui';
import { useContentPageMessages } from '../../messages/content-pages';

// && outweighs the list style of running text (Prose).
const List = styled.ul`
  && {
    display: flex;
    flex-direction: column;
    gap: 0;
    margin: 0;
    padding: 0;
    list-style: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Row = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const RowTexts = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const RowLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const RowDetail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const RowIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.primary};
`;

export interface LinkListItem {
  label: string;
  /** Shown under the label, e.g. the address or what the channel is for. */
  detail: string;
  /** A web address (opens in a new tab) or a mailto: link (opens the mail app). */
  href: string;
}

/** Full-width rows, each a large touch target; web addresses open in a new tab. */
export function LinkList({ links, label }: { links: LinkListItem[]; label?: string }) {
  const t = useContentPageMessages();
  return (
    <List aria-label={label}>
      {links.map((link) => {
        const web = /^https?:/.test(link.href);
        return (
          <li key={link.href}>
            <Row href={link.href} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              <RowTexts>
                <RowLabel>{link.label}</RowLabel>
                <RowDetail>{link.detail}</RowDetail>
              </RowTexts>
              <RowIcon>{web ? <ExternalLinkIcon size={18} /> : <MailIcon size={18} />}</RowIcon>
              {web ? <VisuallyHidden>{t('links.newTab')}</VisuallyHidden> : null}
            </Row>
          </li>
        );
      })}
    </List>
  );
}
