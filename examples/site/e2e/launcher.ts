import type { Page } from 'playwright-core';

/** Where something lies on the screen, named for the failure message. */
export interface Box {
  what: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The assistant's button on show: its real button once its code arrived, else the stand-in in the same place.
 * The stand-in leaves the page the moment the real button arrives, so a box asked for in between is null (CI failed
 * twice on that): ask again until one of them stays put.
 */
export async function launcherBox(page: Page): Promise<Box> {
  const button = page.locator('.ss-assistant-launcher:not([hidden]), .assistant-stand-in').first();
  for (let attempt = 0; attempt < 20; attempt++) {
    await button.waitFor();
    const box = await button.boundingBox();
    if (box) return { what: 'launcher', left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
    await page.waitForTimeout(50);
  }
  throw new Error('the assistant’s button never stayed on the page long enough to be measured');
}
