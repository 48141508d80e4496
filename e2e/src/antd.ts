import type { Locator, Page } from 'playwright-core';

/**
 * Clicks an item of an antd hover dropdown once its pop-up has finished sliding in.
 *
 * While the pop-up animates, Playwright finds the item "not stable" and retries; its later retries scroll the
 * item to the top of the viewport, which puts it under our sticky header. The pop-up then realigns with its
 * trigger, the click lands on the header instead, the pointer leaves the menu and the menu closes. On a loaded
 * machine this happened in about one try in three, so the click waits for the motion classes to go. A hover
 * that a late layout shift undid is tried again, as a person would move the mouse back.
 */
export async function clickDropdownItem(page: Page, trigger: Locator, item: Locator): Promise<void> {
  const settled = page.locator('.ant-dropdown:not([class*="-appear"]):not([class*="-enter"])', { has: item });
  for (let attempt = 1; ; attempt++) {
    await trigger.hover();
    try {
      await settled.waitFor({ timeout: 5000 });
      break;
    } catch (err) {
      if (attempt === 3) throw err;
      await page.mouse.move(0, 0);
    }
  }
  await item.click();
}
