import type { Preview } from 'storybook-react-rsbuild';
import { UiProvider, theme } from '@ciao/ui';
import { localeToolbar, StoryLocale } from './story-locale';

const preview: Preview = {
  decorators: [
    (Story, { globals }) => (
      <UiProvider>
        <StoryLocale locale={globals.locale}>
          <Story />
        </StoryLocale>
      </UiProvider>
    ),
  ],
  tags: ['autodocs'],
  globalTypes: { locale: localeToolbar },
  parameters: {
    layout: 'padded',
    controls: {
      expanded: true,
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    backgrounds: {
      options: {
        app: { name: 'App background', value: theme.colors.background },
        surface: { name: 'Card surface', value: theme.colors.surface },
      },
    },
    viewport: {
      options: {
        phoneSmall: { name: 'Phone, 320 wide', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        phone360: { name: 'Phone (360 x 780)', styles: { width: '360px', height: '780px' }, type: 'mobile' },
        phone: { name: 'Phone (375 x 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        phone390: { name: 'Phone (390 x 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 x 1024)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280 x 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // The accessibility panel (@storybook/addon-a11y) runs axe on every story; it reports, and the
    // browser tests' axe checks (e2e/tests/a11y.spec.ts) are what fail a build.
    a11y: { test: 'todo' },
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', ['Design tokens', 'Icons'], 'Components', 'Layout', 'Host', '*'],
      },
    },
  },
  initialGlobals: {
    backgrounds: { value: 'app' },
    locale: 'en',
  },
};

export default preview;
