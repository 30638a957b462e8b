import { ContentPage, PendingContent } from '../content-page';

export function TermsPage() {
  return (
    <ContentPage title="Terms & Conditions">
      <PendingContent />
    </ContentPage>
  );
}
