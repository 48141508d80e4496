import type { Page } from 'playwright-core';

/**
 * Solves the slider by looking at it, as a person does: template-matches the piece against the darkened cut-out
 * of the background the pop-up shows and returns the server x the picture shows. Nothing reveals the answer:
 * not the API's store, not a dev endpoint.
 */
export async function findCutout(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const load = (sel: string) =>
      new Promise<ImageData>((resolve, reject) => {
        const src = (document.querySelector(sel) as HTMLImageElement).src;
        const img = new Image();
        img.onload = () => {
          const c = document.createElement('canvas');
          c.width = img.naturalWidth;
          c.height = img.naturalHeight;
          const ctx = c.getContext('2d')!;
          ctx.drawImage(img, 0, 0);
          resolve(ctx.getImageData(0, 0, c.width, c.height));
        };
        img.onerror = reject;
        img.src = src;
      });
    const bg = await load('.captcha-modal .slider-captcha__bg');
    const piece = await load('.captcha-modal .slider-captcha__piece');
    // Opaque pixels of the piece: the hole shows the same scene at half brightness (a 50 % black fill).
    const pts: [number, number][] = [];
    for (let y = 0; y < piece.height; y++)
      for (let x = 0; x < piece.width; x++) if (piece.data[(y * piece.width + x) * 4 + 3] === 255) pts.push([x, y]);
    let best = -1;
    let bestScore = -1;
    for (let off = 0; off + piece.width <= bg.width; off++) {
      let score = 0;
      for (const [x, y] of pts) {
        const p = (y * piece.width + x) * 4;
        const b = (y * bg.width + x + off) * 4;
        let d = 0;
        for (let k = 0; k < 3; k++) d += Math.abs(bg.data[b + k]! - piece.data[p + k]! * 0.5);
        if (d < 24) score += 1;
      }
      if (score > bestScore) {
        bestScore = score;
        best = off;
      }
    }
    return best;
  });
}

/**
 * Waits for a state that shows only briefly (the slider's success tip stays 1 s): checked on every animation
 * frame, since a locator's back-off polling can step over it on a loaded machine.
 */
export async function seeTransient(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForFunction(
    ([sel, re]) => [...document.querySelectorAll(sel)].some((el) => new RegExp(re).test(el.textContent ?? '')),
    [selector, text] as const,
    { polling: 'raf', timeout: 30_000 },
  );
}

/** Drags the slider handle by `px` with the mouse, in small steps as a hand would. */
export async function dragHandle(page: Page, px: number): Promise<void> {
  const handle = page.locator('.captcha-modal .slider-captcha__handle');
  // The pop-up zooms in: grab the handle only once it has stopped moving, or the press can miss it.
  let box = (await handle.boundingBox())!;
  for (let i = 0; i < 50; i++) {
    await page.waitForTimeout(100);
    const next = (await handle.boundingBox())!;
    const still =
      Math.abs(next.x - box.x) < 0.5 && Math.abs(next.y - box.y) < 0.5 && Math.abs(next.width - box.width) < 0.5;
    box = next;
    if (still) break;
  }
  const x0 = box.x + box.width / 2;
  const y0 = box.y + box.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x0 + px * 0.6, y0 + 2, { steps: 8 });
  await page.mouse.move(x0 + px, y0, { steps: 6 });
  await page.mouse.up();
}

/** Solves the slider pop-up that is open now, by looking at it, and waits for it to close after 验证成功. */
export async function solveSlider(page: Page): Promise<void> {
  await page.locator('.captcha-modal .slider-captcha[data-phase="idle"]').waitFor();
  const x = await findCutout(page);
  const shown = await page.locator('.captcha-modal .slider-captcha__bg').evaluate((img: HTMLImageElement) => img.width);
  await dragHandle(page, (x * shown) / 310);
  await page.locator('.captcha-modal').waitFor({ state: 'hidden' });
}
