import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium; browser tests skip with a clear line when it is absent. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HAS_CHROMIUM = fs.existsSync(CHROMIUM_PATH);

if (!HAS_CHROMIUM)
  process.stdout.write(`[skip] browser tests: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)\n`);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/**
 * Waits until the portal's app answers input (client/src/app/app-root.tsx marks it): a server-rendered page shows
 * its content before the app has hydrated it, and a press on a button meanwhile does nothing.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * Waits until the page's finite animations and transitions have ended (spinners run for ever and are not waited
 * for). Contrast measured mid-fade reads half-transparent text as too faint, and a click aimed at a popup still
 * sliding open can land beside the item it aimed at.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}
