import type { Page } from 'playwright-core';

/** What sticks out sideways on a page: the document's own scroll width and every offending element. */
export interface HorizontalOverflow {
  viewport: number;
  scrollWidth: number;
  /**
   * Elements (in the page and inside every open shadow root) that reach past the viewport's right edge, and runs of
   * text that do so out of a box that fits (a long word that does not wrap).
   */
  offenders: string[];
}

/**
 * Measures horizontal overflow the way a phone user meets it: the page must not scroll sideways, and no
 * element, including those inside the widgets' shadow roots, may reach past the viewport's right edge or
 * be wider than it (a skip link parked off-screen to the left is fine: it makes nothing scroll); nor may its
 * text, which spills out of a box that fits when a word is too long to wrap. Content inside
 * a scroll container of its own (a wide table in `overflow-x: auto`) is allowed to be wider; the
 * container itself is measured. Hidden and zero-size boxes are ignored.
 */
export function horizontalOverflow(page: Page): Promise<HorizontalOverflow> {
  return page.evaluate(MEASURE) as Promise<HorizontalOverflow>;
}

/**
 * The measurement, run in the page. Kept as plain source text: a transpiler's helpers (such as
 * esbuild's `__name`) would not exist in the page. It walks the composed tree (light children and a
 * host's shadow root); below an element that clips or scrolls sideways (other than html and body, whose
 * overflow belongs to the viewport) the content may be wider, but the element itself is measured.
 */
const MEASURE = `(() => {
  const viewport = window.innerWidth;
  const offenders = [];
  const describe = (element, path) => {
    const classes = typeof element.className === 'string' && element.className.trim() ? '.' + element.className.trim().split(/\\s+/).join('.') : '';
    const text = (element.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 40);
    return path + element.tagName.toLowerCase() + classes + ' "' + text + '"';
  };
  const visit = (element, path, clipped) => {
    const box = element.getBoundingClientRect();
    if (!clipped && box.width > 0 && box.height > 0 && (box.right > viewport + 1 || box.width > viewport + 1)) {
      offenders.push(describe(element, path) + ' spans ' + Math.round(box.left) + '–' + Math.round(box.right) + ' px');
    }
    const isRoot = element === document.documentElement || element === document.body;
    const clips = clipped || (!isRoot && getComputedStyle(element).overflowX !== 'visible');
    if (!clips) {
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const past = [...range.getClientRects()].find((rect) => rect.width > 0 && rect.right > viewport + 1);
        if (past) offenders.push(describe(element, path) + ' text "' + node.textContent.trim().slice(0, 40) + '" spans ' + Math.round(past.left) + '–' + Math.round(past.right) + ' px');
      }
    }
    if (element.shadowRoot) {
      for (const child of element.shadowRoot.children) visit(child, path + element.tagName.toLowerCase() + ' >> ', clips);
    }
    for (const child of element.children) visit(child, path, clips);
  };
  visit(document.documentElement, '', false);
  return { viewport, scrollWidth: document.scrollingElement ? document.scrollingElement.scrollWidth : 0, offenders };
})()`;

/** A small phone, a common phone, a tablet and a wide laptop: the range every element and page must fit. */
export const SCREEN_WIDTHS = [320, 360, 768, 1440] as const;
