// Lint for every workspace. The boundary rules of the house style live here: shared imports only zod,
// apps never import each other. Import cycles are checked by dpdm (see the root `lint` script).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = ['api', 'realtime-gateway', 'client', 'screens'];

/** Forbid importing any app other than `self` (by package name or by relative path). */
function appBoundary(self) {
  const others = APPS.filter((a) => a !== self);
  return {
    files: [`${self}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...others.map((a) => ({
              group: [`@aikc/${a}`, `@aikc/${a}/*`],
              message: 'Apps never import each other; put shared contracts in @aikc/shared.',
            })),
            ...others.map((a) => ({
              group: [`**/${a}/src/**`, `../${a}/**`, `../../${a}/**`],
              message: 'Apps never import each other.',
            })),
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod$|zod/|\\.{1,2}/).*', message: 'shared/ imports only zod (no React, no Node, no DB).' },
          ],
        },
      ],
    },
  },
  ...APPS.map(appBoundary),
  {
    files: ['client/**/*.{ts,tsx}', 'screens/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Command-line tools print to the terminal by design.
    files: ['scripts/**/*.ts', 'api/src/seed/cli.ts', '**/bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
