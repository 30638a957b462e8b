import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import { PRIVACY, SUPPORT } from '@ciao/contracts/web';
import { EXTERNAL_LINKS } from '@ciao/content';
import { ContentPage, ContentSection } from '../content-page';
import { LinkList } from '../link-list';
import { OFFICIAL_CHANNELS } from '../official-channels';

const CHANNELS = OFFICIAL_CHANNELS.map(({ label, address, href }) => ({ label, detail: address, href }));

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** /contact: the support e-mail, support hours and response time, and the official channels. */
export function ContactPage() {
  const email = EXTERNAL_LINKS.supportEmail;
  return (
    <ContentPage title="link.contact">
      <ContentSection title="Support">
        <p>Questions about your account, your credits or a discount code? Write to our support team.</p>
        <LinkList
          links={[{ label: 'E-mail support', detail: email, href: `mailto:${email}` }]}
          label="Support e-mail"
        />
        <Facts>
          <dt>Support hours</dt>
          <dd>{SUPPORT.hours}</dd>
          <dt>Response time</dt>
          <dd>{SUPPORT.responseTime}</dd>
        </Facts>
        <p>
          Please write from the e-mail address of your account, and never send us your password: we will never ask for
          it.
        </p>
      </ContentSection>

      <ContentSection title="Before you write">
        <p>
          Many answers are already in the <Link to="/faq">FAQs</Link>. Requests about your personal data (a copy, a
          correction, erasure) are answered within {PRIVACY.responseHours} hours, as our{' '}
          <Link to="/privacy">Privacy &amp; Policy</Link> explains.
        </p>
      </ContentSection>

      <ContentSection title="Official channels">
        <LinkList links={CHANNELS} label="Official channels" />
      </ContentSection>
    </ContentPage>
  );
}
