import { defineConfig } from 'vitest/config';

/**
 * Files that measure wall time against a limit (a restart within 5 s, a badge within 1 s, a drained request), kill
 * processes, or wait on a live push or a login redirect with a fixed timeout run alone, after the rest (with two
 * files at once on a machine loaded 12-fold, the last three timed out). Every other file starts its own stack and
 * browser and runs two at a time: on the 2-core CI machine most of a browser test is waiting on the page (the whole
 * suite used 6.7 min of CPU in a 24.6 min run, one file at a time).
 */
const ALONE = [
  'tests/healing.test.ts',
  'tests/supervisor.test.ts',
  'tests/badge.test.ts',
  'tests/edge-early-answer.test.ts',
  'tests/ssr.test.ts',
  'tests/accounts.test.ts',
  'tests/subscriptions.test.ts',
  'tests/chat.test.ts',
];

const common = {
  // Seeds the default corpus once per run (shared by both groups); every stack starts from a copy of it.
  globalSetup: ['src/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 240_000,
  // expect.poll waits 1 s by default: a page still fetching its data on a loaded CI machine (the calendar's month
  // summary, polled right after page.goto, read 「—」 after 1 s once) fails a check it would pass a moment later.
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...common,
          name: 'pairs',
          include: ['tests/**/*.test.ts'],
          exclude: ALONE,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...common,
          name: 'alone',
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
