import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// A remote never imports from the host or another remote; the host never imports a remote.
const frontEndBoundary = { group: ['**/host/**', '@ciao/host', '**/mf-*/**', '@ciao/mf-*'], message: 'Share through packages/, never import another front-end.' };

// A test that does not run proves nothing: no focused or skipped tests in Jest or Playwright
// (docs/testing.md, "No skipped tests"). scripts/test.mjs also fails a run that counted a skip.
const NOT_RUN = 'A focused, skipped or unfinished test hides the others or itself: run every test (docs/testing.md).';
const noSkippedTests = [
  // it.only, test.skip(...), describe.only.each, it.todo, Playwright's test.fixme and test.skip(condition)
  { selector: 'MemberExpression[object.type="Identifier"][object.name=/^(it|test|describe|suite|context|bench)$/][property.name=/^(only|skip|skipIf|runIf|fixme|todo)$/]', message: NOT_RUN },
  // Playwright's test.describe.only / .skip / .fixme
  { selector: 'MemberExpression[object.type="MemberExpression"][object.object.name=/^(test|it)$/][object.property.name="describe"][property.name=/^(only|skip|fixme)$/]', message: NOT_RUN },
  // Jasmine-style xit, xtest, xdescribe, fit, ftest, fdescribe (called, or with .each)
  { selector: 'CallExpression[callee.type="Identifier"][callee.name=/^[xf](it|test|describe)$/]', message: NOT_RUN },
  { selector: 'MemberExpression[object.type="Identifier"][object.name=/^[xf](it|test|describe)$/]', message: NOT_RUN },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**'],
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
    // The host's service worker: plain JavaScript run as a worker; the build defines SHELL in front of it.
    files: ['host/src/service-worker/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker, SHELL: 'readonly' } },
  },
  {
    // The front-end boundary, and one router instance for the host and every remote.
    files: ['host/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        frontEndBoundary,
        { group: ['react-router-dom', 'react-router'], message: "Import the router from '@ciao/shell/router': the one shared router instance." },
      ] }],
    },
  },
  {
    // Tests and stories wrap screens in their own MemoryRouter; the router facade itself imports the package.
    files: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'packages/*/src/testing/**', 'packages/shell/src/router.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        frontEndBoundary,
      ] }],
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
    files: ['**/*.test.{ts,tsx,js,mjs,cjs}', '**/*.spec.{ts,tsx,js,mjs,cjs}', 'e2e/**/*.{ts,tsx,js,mjs}', 'api/test/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noSkippedTests] },
  },
);
