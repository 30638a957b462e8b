import { ContentPage, PendingContent } from '../content-page';

export function ContactPage() {
  return (
    <ContentPage title="Contact">
      <PendingContent />
    </ContentPage>
  );
}
