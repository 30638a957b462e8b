import { ContentPage, PendingContent } from '../content-page';

export function FaqPage() {
  return (
    <ContentPage title="FAQs">
      <PendingContent />
    </ContentPage>
  );
}
