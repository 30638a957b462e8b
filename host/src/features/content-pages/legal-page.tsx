import { Link } from '@ciao/shell/router';
import { LegalDocument, type LegalText } from '@ciao/content';
import { Card, CardContent } from '@ciao/ui';
import { ContentPage } from './content-page';
import type { HostMessageKey } from '../../messages';

/** /terms and /privacy: the same texts as the registration dialogs (@ciao/content). */
export function LegalPage({ title, text }: { title: HostMessageKey; text: LegalText }) {
  return (
    <ContentPage title={title}>
      <Card>
        <CardContent>
          <LegalDocument text={text} renderLink={(link) => <Link to={link.href}>{link.text}</Link>} />
        </CardContent>
      </Card>
    </ContentPage>
  );
}
