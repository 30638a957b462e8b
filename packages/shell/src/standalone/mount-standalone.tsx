// A remote's own dev page (its dev server's index.html): its screens under the real providers,
// without the host. Imports '@ciao/shell' by name so the page uses the same shared copy as the screens.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Route, Routes } from '../router';
import styled from 'styled-components';
import { ShellProviders } from '@ciao/shell';

export interface StandaloneScreen {
  path: string;
  title: string;
  Screen: ComponentType;
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: inherit;
  }
  a.active {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export function mountStandalone(remoteName: string, screens: StandaloneScreen[]) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <ShellProviders>
        <BrowserRouter>
          <Bar aria-label={`${remoteName} screens`}>
            <strong>{remoteName} (standalone)</strong>
            {screens.map(({ path, title }) => (
              <NavLink key={path} to={path} end>
                {title}
              </NavLink>
            ))}
          </Bar>
          <Routes>
            {screens.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </Routes>
        </BrowserRouter>
      </ShellProviders>
    </StrictMode>,
  );
}
