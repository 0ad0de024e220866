import type { Page } from 'playwright-core';

/** The focused control, through open shadow roots: `<host id> <name or text>`. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return '';
    const root = active.getRootNode();
    const host = root instanceof ShadowRoot ? root.host.id : '';
    return `${host} ${active.getAttribute('name') ?? active.textContent?.trim() ?? ''}`;
  });
}

/** Presses Tab until `wanted` has the focus, as a keyboard user would. */
export async function tabTo(page: Page, wanted: string, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if ((await focused(page)) === wanted) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${wanted}"; the focus is on "${await focused(page)}"`);
}
