import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UiProvider } from '../provider/ui-provider';

/** Testing Library's render inside the theme, as every app renders @ciao/ui. */
export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: UiProvider, ...options });
}
