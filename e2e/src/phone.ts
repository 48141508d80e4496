import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A 360 px phone inside WeChat (Android), for the phone-layout tests. */
const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.103 Mobile Safari/537.36 MicroMessenger/8.0.54.2760(0x28003637) NetType/WIFI Language/zh_CN';
const TAP_PX = 44;

export async function phone(browser: Browser): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: WECHAT_ANDROID,
    locale: 'zh-CN',
  });
  return { ctx, page: await ctx.newPage() };
}

/** How far the document is wider than the screen, and the elements that stick out past its right edge. */
export function overflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const culprits: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > root.clientWidth + 1 && culprits.length < 6) {
        culprits.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(r.right)}`);
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
  });
}

/**
 * The page's `.container` boxes without their phone gutters (16 px a side below 1248 px, global.css): a component's
 * `padding: 40px 0` shorthand on the same element zeroed them, and the home page and footer touched the screen's edges.
 * Not the page frame: its card runs edge to edge on a phone by design and insets its own text (page-frame.css).
 */
export function flushContainers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.container:not(.page-frame)')]
      .filter((el) => el.getBoundingClientRect().width > 0)
      .filter((el) => {
        const s = getComputedStyle(el);
        return parseFloat(s.paddingLeft) < 12 || parseFloat(s.paddingRight) < 12;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
  );
}

/** Visible controls inside `scope` smaller than a 44 px tap target in either direction. */
export function smallTargets(page: Page, scope: string, selector: string): Promise<string[]> {
  return page.evaluate(
    ([sc, sel, min]) => {
      const small: string[] = [];
      for (const root of document.querySelectorAll(sc)) {
        for (const el of root.querySelectorAll<HTMLElement>(sel)) {
          const r = el.getBoundingClientRect();
          const s = getComputedStyle(el);
          if (r.width === 0 || r.height === 0 || s.visibility === 'hidden') continue;
          // Half a pixel of slack for sub-pixel layout (a 44 px box can measure 43.99).
          if (r.width < min - 0.5 || r.height < min - 0.5) {
            small.push(
              `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 10)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
            );
          }
        }
      }
      return small;
    },
    [scope, selector, TAP_PX] as const,
  );
}

export const CONTROLS = 'a[href], button, [role="button"], input:not([type="hidden"])';
