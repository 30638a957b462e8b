import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// A remote never imports from the host or another remote; the host never imports a remote.
const frontEndBoundary = { group: ['**/host/**', '@ciao/host', '**/mf-*/**', '@ciao/mf-*'], message: 'Share through packages/, never import another front-end.' };

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
);
