import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from '../scripts/precompress.ts';

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

/** The big-screen runtime: its own bundle under /big_screen/, built to screens/dist. */
export default defineConfig({
  base: '/big_screen/',
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // echarts-gl (~640 KB) is loaded on demand only where WebGL exists; echarts itself is one chunk.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  preview: { proxy: { '/api': { target: API_TARGET, changeOrigin: true } } },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
