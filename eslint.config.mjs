import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// A remote never imports from the host or another remote; the host never imports a remote.
const frontEndBoundary = {
  group: ['**/host/**', '@ciao/host', '**/mf-*/**', '@ciao/mf-*'],
  message: 'Share through packages/, never import another front-end.',
};

// The layers inside a front-end's src/ (docs/architecture.md), as bulletproof-react enforces them:
// app/ (the host's composition) and screens/ (what a remote exposes, composing features) on top, then features/, then components/.
// A feature imports only components/, messages/, packages/ and itself (its tests and stories also testing/);
// components/ import no feature, app or screen. Read from the folders, so a new feature is covered.
const root = import.meta.dirname;
const folders = (dir) => {
  try {
    return readdirSync(`${root}/${dir}`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};
const frontEnds = folders('.').filter((name) => name === 'host' || name.startsWith('mf-'));
const layerZones = ({ testing }) =>
  frontEnds.flatMap((frontEnd) => {
    const src = `./${frontEnd}/src`;
    const notForFeatures = folders(`${frontEnd}/src`).filter(
      // messages/: the remote's texts per language, which every feature reads (docs/front-end.md, "Languages").
      (name) => !['features', 'components', 'messages', ...(testing ? ['testing'] : [])].includes(name),
    );
    return [
      ...folders(`${frontEnd}/src/features`).map((feature) => ({
        target: `${src}/features/${feature}`,
        from: `${src}/features`,
        except: [`./${feature}`],
        message:
          'A feature never imports another feature: share through components/ or packages/, or compose them in a screen (the host: in app/).',
      })),
      ...notForFeatures.map((folder) => ({
        target: `${src}/features`,
        from: `${src}/${folder}`,
        message: 'A feature imports only components/, messages/, packages/ and itself.',
      })),
      {
        target: `${src}/components`,
        from: ['features', 'app', 'screens'].map((folder) => `${src}/${folder}`),
        message: 'components/ are shared by the features: they import no feature, app or screen.',
      },
      {
        target: `${src}/messages`,
        from: ['features', 'app', 'screens', 'components'].map((folder) => `${src}/${folder}`),
        message: 'messages/ are texts: they import no code of the front-end.',
      },
    ];
  });

// A test that does not run proves nothing: no focused or skipped tests in Jest or Playwright
// (docs/testing.md, "No skipped tests"). scripts/test.mjs also fails a run that counted a skip.
const NOT_RUN = 'A focused, skipped or unfinished test hides the others or itself: run every test (docs/testing.md).';
const noSkippedTests = [
  // it.only, test.skip(...), describe.only.each, it.todo, Playwright's test.fixme and test.skip(condition)
  {
    selector:
      'MemberExpression[object.type="Identifier"][object.name=/^(it|test|describe|suite|context|bench)$/][property.name=/^(only|skip|skipIf|runIf|fixme|todo)$/]',
    message: NOT_RUN,
  },
  // Playwright's test.describe.only / .skip / .fixme
  {
    selector:
      'MemberExpression[object.type="MemberExpression"][object.object.name=/^(test|it)$/][object.property.name="describe"][property.name=/^(only|skip|fixme)$/]',
    message: NOT_RUN,
  },
  // Jasmine-style xit, xtest, xdescribe, fit, ftest, fdescribe (called, or with .each)
  { selector: 'CallExpression[callee.type="Identifier"][callee.name=/^[xf](it|test|describe)$/]', message: NOT_RUN },
  { selector: 'MemberExpression[object.type="Identifier"][object.name=/^[xf](it|test|describe)$/]', message: NOT_RUN },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      'api/assets/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.cjs', '**/*.mjs', 'scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['host/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', 'storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Folder boundaries and import cycles in the front-ends and the shared packages.
    files: ['host/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings (which files it reads and with which parser), resolving
      // imports as TypeScript does: @ciao/* through their package exports, to the files in packages/.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // Our own packages count as internal: a cycle through another workspace is still a cycle.
      'import-x/internal-regex': '^@ciao/',
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['host', 'mf-*', 'packages/*'].map((dir) => `${root}/${dir}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones({ testing: false }) }],
      // A chain through a dynamic import() is no evaluation cycle: an on-demand entry (e.g.
      // @ciao/shell/store) reaches its package's shared entry, loaded long before it.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // Tests and stories may use their front-end's testing/ fixtures.
    files: ['{host,mf-*,packages}/**/*.{test,stories}.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones({ testing: true }) }] },
  },
  {
    // The host's service worker: plain JavaScript run as a worker; the build defines SHELL in front of it.
    files: ['host/src/service-worker/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker, SHELL: 'readonly' } },
  },
  {
    // The front-end boundary, and one router instance for the host and every remote.
    files: ['host/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            frontEndBoundary,
            {
              group: ['react-router-dom', 'react-router'],
              message: "Import the router from '@ciao/shell/router': the one shared router instance.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and stories wrap screens in their own MemoryRouter; the router facade itself imports the package.
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.{ts,tsx}',
      'packages/*/src/testing/**',
      'packages/shell/src/router.ts',
      // The build-time first paint renders a screen at its path, in a MemoryRouter of its own.
      'packages/shell/src/first-paint/render-first-paint.tsx',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [frontEndBoundary] }],
    },
  },
  {
    // useTestApi() (@ciao/api-client/testing) is a Jest setup helper named like jest.useFakeTimers, not
    // a React hook: test files call it at their top level, where the rule of hooks does not apply.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Every test runs: Jest and Playwright test files, and their support code.
    files: [
      '**/*.test.{ts,tsx,js,mjs,cjs}',
      '**/*.spec.{ts,tsx,js,mjs,cjs}',
      'e2e/**/*.{ts,tsx,js,mjs}',
      'api/test/**/*.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...noSkippedTests] },
  },
);
