// Lint for every workspace. The boundary rules of the house style live here: shared imports only zod,
// apps never import each other, the browser apps never import server-kit (Node-only code of the servers).
// Import cycles are checked by dpdm (see the root `lint` script).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = ['api', 'realtime-gateway', 'client', 'screens', 'admin'];
const BROWSER_APPS = ['client', 'screens', 'admin'];

/**
 * @aikc/search is entered through its port only (search/src/index.ts); tests and benches may also use its
 * `testing` entrance, which hands out engine internals for oracles and cold runs.
 */
function searchPort(testing) {
  return {
    group: ['@aikc/search/*', '**/search/src/**', ...(testing ? ['!@aikc/search/testing'] : [])],
    message: "Import search through its port: '@aikc/search' (tests and benches: also '@aikc/search/testing').",
  };
}

/**
 * Inside the API (bulletproof-react's "unidirectional codebase", with the built-in rule): a module reaches
 * another only through its top-level files, never its router (app.ts mounts routers), its subfolders or its test
 * kit. Folder cycles between modules are checked by scripts/folder-cycles.ts (`npm run lint:cycles`).
 */
const API_MODULE_RULES = [
  {
    group: ['../*/routes.ts', '../*/*-routes.ts'],
    message: "A module's router is app.ts's to mount: import the service or helper it calls.",
  },
  {
    regex: '^\\.\\./[a-z-]+/[a-z-]+/',
    message: "Another module's subfolder is its inside: import a top-level file of that module.",
  },
  { group: ['../*/test-kit.ts'], message: 'Test kits are for tests.' },
];

/** The API's lower layers (http, lib, db) serve the modules and never import them. */
const API_LOWER_LAYER_RULES = [
  {
    group: ['**/modules/**'],
    message: 'http/, lib/ and db/ sit below the modules: pass what they need in, or move the piece down.',
  },
];

/**
 * Layers of the client, one way (bulletproof-react's unidirectional codebase): the shared parts (components, lib,
 * stores, realtime) → features → pages → app (routes, shell, guards) and ssr (the server render). A shared part
 * takes what it needs as arguments or props; a piece that composes features (the header, footer, side panel) is
 * the app shell's (client/src/app/shell).
 */
const CLIENT_SHARED_RULES = [
  {
    group: ['**/features/**', '**/pages/**', '**/app/**', '**/ssr/**'],
    message:
      'components/, lib/, stores/ and realtime/ sit below features/, pages/, app/ and ssr/: pass what they need in, or move the piece down.',
  },
];
const CLIENT_FEATURE_RULES = [
  {
    group: ['**/pages/**', '**/app/**', '**/ssr/**'],
    message:
      'features/ sit below pages/, app/ and ssr/: pass what they need in, or move the piece down to lib/ or components/.',
  },
];

/** The back office: its shared parts (components, net, auth) sit below its pages and its layout (the shell). */
const ADMIN_SHARED_RULES = [
  {
    group: ['**/pages/**', '**/layout/**', '**/router.tsx'],
    message: 'components/, net/ and auth/ sit below pages/ and layout/: pass what they need in.',
  },
];

/** The big screens: charts, layout, maps, data and routing sit below the panels and the screens that compose them. */
const SCREENS_SHARED_RULES = [
  {
    group: ['**/panels/**', '**/screens/**', '**/app.tsx'],
    message: 'charts/, layout/, maps/, data/ and routing/ sit below panels/ and screens/: pass what they need in.',
  },
];

/**
 * Forbid importing any app other than `self` (by package name or by relative path), or search past its port;
 * `extra`: more patterns for these files (one no-restricted-imports per file: a later config would replace it).
 */
function appBoundary(self, { files = [`${self}/**/*.{ts,tsx}`], ignores = [], testing = false, extra = [] } = {}) {
  const others = APPS.filter((a) => a !== self);
  // Node-only code shared by the API and the gateway stays out of the browser bundles.
  const nodeOnly = BROWSER_APPS.includes(self)
    ? [{ group: ['@aikc/server-kit', '@aikc/server-kit/*', '**/server-kit/**'], message: 'server-kit is Node-only.' }]
    : [];
  return {
    files,
    ignores,
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
            searchPort(testing),
            ...extra,
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
  ...APPS.map((app) => appBoundary(app)),
  appBoundary('api', { files: ['api/src/modules/**/*.ts'], extra: API_MODULE_RULES }),
  appBoundary('api', { files: ['api/src/{http,lib,db}/**/*.ts'], extra: API_LOWER_LAYER_RULES }),
  appBoundary('client', {
    files: ['client/src/{components,lib,stores,realtime}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    extra: CLIENT_SHARED_RULES,
  }),
  appBoundary('client', {
    files: ['client/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    extra: CLIENT_FEATURE_RULES,
  }),
  appBoundary('admin', {
    files: ['admin/src/{components,net,auth}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    extra: ADMIN_SHARED_RULES,
  }),
  appBoundary('screens', {
    files: ['screens/src/{charts,layout,maps,data,routing}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    extra: SCREENS_SHARED_RULES,
  }),
  appBoundary('api', {
    files: ['api/**/*.test.ts', 'api/test-kit/**/*.ts', 'api/src/bench/**/*.ts'],
    testing: true,
  }),
  {
    // Search is a library under the API: it imports shared, server-kit and its packages, never an app.
    files: ['search/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(@aikc/(${APPS.join('|')})(/|$)|(\\.\\./)+(${APPS.join('|')})/)`,
              message: 'search never imports an app: what it needs from the API is passed in.',
            },
          ],
        },
      ],
    },
  },
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
