import styled from 'styled-components';
import { Page, Spinner } from '@ciao/ui';
import { useSession } from '@ciao/shell';
import type { RemoteId } from '@ciao/shell';
import { useDocumentTitle } from '../components/document-title';
import { mayOpen, useDeclaredRecheck } from '../federation/declared-screens';
import type { MountedScreen } from '../federation/declared-screens';
import { RemoteSlot } from '../federation/remote-slot';
import { NotFoundPage } from '../features/not-found/not-found-page';

const Frame = styled(Page)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * A declared screen's frame (docs/front-end.md, "Declared screens"): the page titled after it, its
 * title as the page's h1 (where focus goes after a navigation), the remote's module below it with
 * the route fallback and "Try again".
 */
function DeclaredScreenFrame({ screen }: { screen: MountedScreen }) {
  useDocumentTitle(screen.title);
  return (
    <Frame aria-labelledby="declared-screen-title">
      <Title id="declared-screen-title">{screen.title}</Title>
      <RemoteSlot
        id={`${screen.remote}/${screen.module}` as RemoteId}
        props={{}}
        testId={`remote-screen-${screen.remote}`}
        loading={
          <Loading>
            <Spinner size="lg" label="Loading section" />
          </Loading>
        }
      />
    </Frame>
  );
}

/**
 * A declared signed-in screen's route: the 404 page's text for a role below the one it needs (as
 * for a path that does not exist); while open, it asks every few seconds whether it is still live,
 * and a withdrawn screen's route is gone, which shows the 404 page's text.
 */
export function DeclaredRoute({ screen }: { screen: MountedScreen }) {
  useDeclaredRecheck();
  const { user } = useSession();
  if (!mayOpen(screen.role, user?.role)) return <NotFoundPage />;
  return <DeclaredScreenFrame screen={screen} />;
}
