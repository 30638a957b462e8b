import { ContentPage, PendingContent } from '../content-page';

export function AppInfoPage() {
  return (
    <ContentPage title="About This App">
      <PendingContent />
    </ContentPage>
  );
}
