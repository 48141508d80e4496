import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Seeds the default corpus once; every stack starts from a copy of it.
    globalSetup: ['src/global-setup.ts'],
    // Each file starts a whole stack and a browser: one file at a time on a 2-core machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
