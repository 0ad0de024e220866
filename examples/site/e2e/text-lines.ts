import type { Locator } from 'playwright-core';

/** How many lines an element's text takes on screen: its line boxes, counted by their top edges. */
export function textLines(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}
