import { Outlet } from '@ciao/shell/router';
import styled from 'styled-components';
import { AppHeader } from './app-header';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
`;

/** Signed-in screens from remotes: the sticky header with the menu above the route's screen. */
export function AppLayout() {
  return (
    <Shell>
      <AppHeader />
      <Outlet />
    </Shell>
  );
}
