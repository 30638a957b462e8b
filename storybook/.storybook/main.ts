import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from 'storybook-react-rsbuild';

// npm may nest the framework under storybook/node_modules while `storybook` itself is hoisted:
// hand Storybook absolute paths so it finds them from wherever it runs.
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

// One glob per remote, not '../../mf-*/...': a wildcard folder makes the bundler watch the whole
// repository, so every file saved anywhere (api/, e2e/, ...) rebuilds the preview.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const remoteStories = readdirSync(repoRoot)
  .filter((name) => name.startsWith('mf-'))
  .sort()
  .map((name) => `../../${name}/src/**/*.stories.@(ts|tsx)`);

// One remote's own Storybook (docs/storybook.md, "Each remote's stories travel with its release"):
// `STORYBOOK_REMOTE=mf-<name>` builds only that remote's stories, the Storybook its release carries.
const remote = process.env.STORYBOOK_REMOTE;
if (remote !== undefined && !remoteStories.some((glob) => glob.startsWith(`../../${remote}/`)))
  throw new Error(`STORYBOOK_REMOTE=${remote} is not a remote of this repository (mf-<name>)`);

const config: StorybookConfig = {
  framework: { name: packageDir('storybook-react-rsbuild') as 'storybook-react-rsbuild', options: {} },
  stories: remote
    ? [`../../${remote}/src/**/*.stories.@(ts|tsx)`]
    : [
        '../src/**/*.mdx',
        '../src/**/*.stories.@(ts|tsx)',
        '../../packages/ui/src/**/*.mdx',
        '../../packages/ui/src/**/*.stories.@(ts|tsx)',
        '../../packages/shell/src/**/*.stories.@(ts|tsx)',
        '../../packages/content/src/**/*.stories.@(ts|tsx)',
        ...remoteStories,
        '../../host/src/**/*.stories.@(ts|tsx)',
      ],
  addons: [packageDir('@storybook/addon-docs'), packageDir('@storybook/addon-a11y')],
  // The machine has no network: no telemetry, no update check.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    // Reads the props' TypeScript types (and their JSDoc) for autodocs and controls.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../tsconfig.docgen.json', import.meta.url)),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Keep our own props; drop the hundreds inherited from DOM attribute types.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
};

export default config;
