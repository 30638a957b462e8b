import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // A remote never imports from the host or another remote; the host never imports a remote.
    files: ['host/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/host/**', '@ciao/host', '**/mf-*/**', '@ciao/mf-*'], message: 'Share through packages/, never import another front-end.' },
      ] }],
    },
  },
);
