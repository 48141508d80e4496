import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from '../scripts/precompress.ts';

/** One id per build: the deployed bundle and its version.json agree, so the build check can compare them. */
const BUILD_ID = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

/** Emits dist/version.json, which the running page polls to learn that a new build was deployed. */
function versionJson(): Plugin {
  return {
    name: 'aikc-version-json',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ buildId: BUILD_ID, builtAt: new Date().toISOString() }),
      });
    },
  };
}

/**
 * Pages behind the login (personal centre, chat, self-assessment, the hidden PDF renders): their lazy chunks are
 * fetched without preloading their dependency graph. A visitor never opens them, and listing their graphs made the
 * entry's preload table (`__vite__mapDeps`, file names and index lists) ~2 KiB gzipped heavier on every page.
 * A logged-in user's first visit to one of them fetches its imports as the browser parses it.
 */
const NO_PRELOAD_PAGES =
  /\/(chat-page|evaluate-pages|evaluate-pdf-page|pdf-page|centre-pages|user-centre-layout|message-page|account-page|security-page|[a-z-]+-record-page|big-screen-handoff)-[\w-]+\.js$/;

/**
 * Two builds: the browser's (dist/, served by the edge) and, with `--ssr src/entry-server.tsx`, the edge's server
 * render of the same app (dist-ssr/, never served). The server build bundles its dependencies (`noExternal`): several
 * (antd's icon data, rc-* parts) ship ESM that Node would not load as is, and one bundle loads in one step.
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [react(), versionJson(), ...(isSsrBuild ? [] : [precompressPlugin()])],
  define: {
    __BUILD_ID__: JSON.stringify(BUILD_ID),
    // Vite leaves `process.env.NODE_ENV` to run time in a server build, and the edge runs without it: React and
    // antd then rendered in development mode, antd's class names (`css-dev-only-do-not-override-…`) differed from
    // the browser's, hydration kept the server's, and a server-rendered antd part never matched its styles.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    // The edge reads which stylesheets a server-rendered route needs (scripts/ssr/styles.ts).
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 1500,
    modulePreload: {
      // Every browser the portal supports (Chromium, WeChat's XWeb, Safari 17+, Firefox 115+) has modulepreload.
      polyfill: false,
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' && NO_PRELOAD_PAGES.test(`/${filename}`) ? [] : deps,
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
      '/openapi': { target: API_TARGET, changeOrigin: true },
    },
  },
}));
