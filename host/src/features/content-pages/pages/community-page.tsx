import { Link } from '@ciao/shell/router';
import { Notice } from '@ciao/ui';
import { ContentPage, ContentSection } from '../content-page';
import { LinkList } from '../link-list';
import { OFFICIAL_CHANNELS } from '../official-channels';

const CHANNELS = OFFICIAL_CHANNELS.map(({ label, address, purpose, href }) => ({
  label,
  detail: `${purpose}: ${address}`,
  href,
}));

/** /community: the official website, X account and video channel, and the warning to verify links. */
export function CommunityPage() {
  return (
    <ContentPage title="link.community">
      <ContentSection title="Join the $CIAO community">
        <p>Follow $CIAO for news, tutorials and updates, and meet other people learning how mining rewards work.</p>
        <LinkList links={CHANNELS} label="Official channels" />
      </ContentSection>

      <Notice variant="warning" title="Verify official links" role="note">
        <p>
          Only trust the links on this page. Scammers create look-alike websites and accounts: check the address before
          you click, and never share your password. We will never message you first, ask for your password, or ask you
          to pay or send crypto to receive rewards. If something looks wrong, tell us through the{' '}
          <Link to="/contact">Contact</Link> page.
        </p>
      </Notice>
    </ContentPage>
  );
}
