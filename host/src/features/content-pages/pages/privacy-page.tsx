import { ContentPage, PendingContent } from '../content-page';

export function PrivacyPage() {
  return (
    <ContentPage title="Privacy & Policy">
      <PendingContent />
    </ContentPage>
  );
}
