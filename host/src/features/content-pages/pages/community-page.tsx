import { ContentPage, PendingContent } from '../content-page';

export function CommunityPage() {
  return (
    <ContentPage title="Community">
      <PendingContent />
    </ContentPage>
  );
}
