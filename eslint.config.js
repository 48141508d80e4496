// Lint for every workspace. The boundary rules of the house style live here: shared imports only zod,
// apps never import each other, the browser apps never import server-kit (Node-only code of the servers).
// Import cycles are checked by dpdm (see the root `lint` script).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = ['api', 'realtime-gateway', 'client', 'screens', 'admin'];
const BROWSER_APPS = ['client', 'screens', 'admin'];

/** Forbid importing any app other than `self` (by package name or by relative path). */
function appBoundary(self) {
  const others = APPS.filter((a) => a !== self);
  // Node-only code shared by the API and the gateway stays out of the browser bundles.
  const nodeOnly = BROWSER_APPS.includes(self)
    ? [{ group: ['@aikc/server-kit', '@aikc/server-kit/*', '**/server-kit/**'], message: 'server-kit is Node-only.' }]
    : [];
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
              // `admin` is also the API's own module folder (api/src/modules/admin): for it only the workspace's
              // src path is an app boundary, so `../admin/audit.ts` inside the API stays allowed.
              group: a === 'admin' ? ['**/admin/src/**'] : [`**/${a}/src/**`, `../${a}/**`, `../../${a}/**`],
              message: 'Apps never import each other.',
            })),
            ...nodeOnly,
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', '**/*.d.ts'] },
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
    files: ['server-kit/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@aikc/|\\.\\./\\.\\./)',
              message: 'server-kit is a leaf: it imports Node and its own files only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'screens/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
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
