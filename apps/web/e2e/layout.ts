// Whether something on the page is drawn whole: inside the window's width, not cut off by a box
// around it that clips or scrolls (a table's scroll container, a card), and its words not cut short
// with an ellipsis. A person should reach every field and button without scrolling sideways.

import { expect, type Locator, type Page } from '@playwright/test';

/** Fails, naming what cut it, unless the element is drawn whole. */
export async function expectWhole(locator: Locator, what: string): Promise<void> {
  await expect(locator, what).toBeVisible();
  const problem = await locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const name = (e: Element) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ').slice(0, 2).join('.')}`;
    if (box.left < -0.5 || box.right > width + 0.5) return `outside the window: ${box.left}–${box.right} of ${width} px`;
    for (let around = el.parentElement; around; around = around.parentElement) {
      if (getComputedStyle(around).overflowX === 'visible') continue;
      const frame = around.getBoundingClientRect();
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
        return `cut by ${name(around)}: ${box.left}–${box.right} outside ${frame.left}–${frame.right}`;
    }
    for (const part of [el, ...el.querySelectorAll('*')]) {
      if (getComputedStyle(part).overflowX !== 'visible' && part.scrollWidth > part.clientWidth + 1)
        return `words cut in ${name(part)}: ${part.scrollWidth} px wide in ${part.clientWidth} px`;
    }
    return null;
  });
  // Soft: one run names everything cut, not only the first.
  expect.soft(problem, `${what} is not drawn whole`).toBeNull();
}

/** Fails when the page itself scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client);
}
