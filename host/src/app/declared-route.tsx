import styled from 'styled-components';
import { Page } from '@ciao/ui';
import { useSession } from '@ciao/shell';
import { mayOpen, useDeclaredRecheck } from '../federation/declared-access';
import type { MountedScreen } from '../federation/declared-screens';
import { RemoteRoute } from '../federation/remote-route';
import { NotFoundPage } from '../features/not-found/not-found-page';

type RemoteRouteScreen = Parameters<typeof RemoteRoute>[0]['screen'];

const Frame = styled(Page)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

/**
 * A declared screen's frame (docs/front-end.md, "Declared screens"): the page titled after it, its
 * title as the page's h1 (where focus goes after a navigation), the remote's module below it with
 * the route fallback and "Try again".
 */
function DeclaredScreenFrame({ screen }: { screen: MountedScreen }) {
  return (
    <Frame aria-labelledby="declared-screen-title">
      <Title id="declared-screen-title">{screen.title}</Title>
      {/* Titled, loaded, failed and retried as every remote screen (a declared module is not in the contract's types). */}
      <RemoteRoute
        screen={{ remote: screen.remote, screen: screen.module, title: screen.title } as RemoteRouteScreen}
      />
    </Frame>
  );
}

/**
 * A declared signed-in screen's route: the 404 page's text for a role below the one it needs (as
 * for a path that does not exist); while open, it asks every few seconds whether it is still live,
 * and a withdrawn screen's route is gone, which shows the 404 page's text.
 */
export default function DeclaredRoute({ screen }: { screen: MountedScreen }) {
  useDeclaredRecheck();
  const { user } = useSession();
  if (!mayOpen(screen.role, user?.role)) return <NotFoundPage />;
  return <DeclaredScreenFrame screen={screen} />;
}
