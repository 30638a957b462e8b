import { ContentPage, PendingContent } from '../content-page';

export function AboutPage() {
  return (
    <ContentPage title="About Us">
      <PendingContent />
    </ContentPage>
  );
}
