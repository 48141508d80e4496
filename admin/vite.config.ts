import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from '../scripts/precompress.ts';

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

/**
 * The back office: its own bundle under /admin/, built to admin/dist and served by the edge (scripts/edge.ts).
 * The portal's client imports nothing from here, so antd Pro, the rich-text editor and the charts never reach
 * the public routes' JS.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd + Pro components are one large vendor chunk; staff load it once per deployment.
    chunkSizeWarningLimit: 2500,
  },
  server: { proxy: { '/api': { target: API_TARGET, changeOrigin: true } } },
  preview: { proxy: { '/api': { target: API_TARGET, changeOrigin: true } } },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
