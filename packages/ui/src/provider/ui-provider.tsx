import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme as defaultTheme, type Theme } from '../theme';
import { GlobalStyle } from './global-style';

export interface UiProviderProps {
  children: ReactNode;
  /** Overrides the default theme (tests, a future dark theme). */
  theme?: Theme;
  /** Set to false when the page already has global styles (e.g. a remote inside the host). */
  withGlobalStyle?: boolean;
}

/** Theme and global styles for everything rendered with @ciao/ui. */
export function UiProvider({ children, theme = defaultTheme, withGlobalStyle = true }: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
