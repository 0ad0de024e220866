import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageToaster } from '../ui/toaster.js';
import { revealHeadline } from './reveal.js';

/** A headline whose box is at `top`…`bottom` in a window 900 px high. */
function headlineAt(top: number, bottom: number): HTMLElement {
  const element = document.createElement('p');
  element.getBoundingClientRect = () => ({ top, bottom, left: 0, right: 300, width: 300, height: bottom - top, x: 0, y: top, toJSON: () => ({}) });
  element.scrollIntoView = vi.fn();
  return element;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('revealHeadline (issue 33: the result on screen after Calculate)', () => {
  it('scrolls only as far as needed, to the nearer edge, when the headline is above or below the window', () => {
    vi.stubGlobal('innerHeight', 900);
    for (const [top, bottom] of [
      [-543, -452],
      [1053, 1144],
      [850, 940],
    ] as const) {
      const headline = headlineAt(top, bottom);
      revealHeadline(headline);
      expect(headline.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });
    }
  });

  it('leaves the page where it is when the headline is already on screen', () => {
    vi.stubGlobal('innerHeight', 900);
    const headline = headlineAt(120, 210);
    revealHeadline(headline);
    expect(headline.scrollIntoView).not.toHaveBeenCalled();
  });

  it('has the toast placed again right after the scroll, and not when nothing moved', () => {
    vi.stubGlobal('innerHeight', 900);
    const placements: string[] = [];
    const stop = pageToaster().onRelayout(() => placements.push('placed'));
    try {
      revealHeadline(headlineAt(120, 210));
      expect(placements).toEqual([]);
      const below = headlineAt(1053, 1144);
      (below.scrollIntoView as ReturnType<typeof vi.fn>).mockImplementation(() => placements.push('scrolled'));
      revealHeadline(below);
      expect(placements).toEqual(['scrolled', 'placed']);
    } finally {
      stop();
    }
  });
});
