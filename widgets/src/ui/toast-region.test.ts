import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, shownToast } from '../test-support/toasts.js';
import { chooseEdge, mountToastRegion, TOAST_REGION_TAG } from './toast-region.js';

afterEach(clearToasts);

describe('<securesplit-toasts>', () => {
  it('is created once per page, however many widgets ask', () => {
    mountToastRegion();
    mountToastRegion();
    expect(document.querySelectorAll(TOAST_REGION_TAG)).toHaveLength(1);
  });

  it('shows only the current toast, a failure as an alert, and the next one after a dismissal', () => {
    const toaster = mountToastRegion();
    toaster.show({ title: 'Calculation Complete', variant: 'success' });
    toaster.show({ title: 'You have a number to plan around.' });
    const region = document.querySelector(TOAST_REGION_TAG)!.shadowRoot!;
    expect(region.querySelectorAll('[part=toast]')).toHaveLength(1);
    expect(shownToast()?.getAttribute('role')).toBe('status');
    expect(shownToast()?.textContent).toContain('Calculation Complete');
    toaster.show({ title: 'Not sent', description: 'Try again.', variant: 'destructive' });
    expect(region.querySelectorAll('[part=toast]')).toHaveLength(1);
    expect(shownToast()?.getAttribute('role')).toBe('alert');
    expect(shownToast()?.textContent).toBe('Not sent✕Try again.');
    for (const next of ['Calculation Complete', 'You have a number to plan around.']) {
      region.querySelector<HTMLButtonElement>('button[aria-label="Dismiss notification"]')!.click();
      expect(region.querySelectorAll('[part=toast]')).toHaveLength(1);
      expect(shownToast()?.textContent).toContain(next);
    }
  });

  it('moves focus to the notifications with F8 while a toast shows (spec part 1, section 9)', () => {
    const toaster = mountToastRegion();
    const region = document.querySelector(TOAST_REGION_TAG)!.shadowRoot!.querySelector<HTMLElement>('[role=region]')!;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8' }));
    expect(document.querySelector(TOAST_REGION_TAG)!.shadowRoot!.activeElement).toBeNull();
    toaster.show({ title: 'Calculation Complete' });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8' }));
    expect(document.querySelector(TOAST_REGION_TAG)!.shadowRoot!.activeElement).toBe(region);
  });
});

describe('chooseEdge', () => {
  const toastAtBottom = { left: 8, right: 352, top: 560, bottom: 632 }; // 72 px high, 8 px above the bottom of a 640 px viewport
  it('stays on the bottom edge when nothing kept clear is there', () => {
    expect(chooseEdge(toastAtBottom, 'bottom', 640, [{ left: 16, right: 200, top: 100, bottom: 140 }])).toBe('bottom');
  });
  it('moves to the top edge when the bottom would cover the amount', () => {
    expect(chooseEdge(toastAtBottom, 'bottom', 640, [{ left: 16, right: 200, top: 590, bottom: 630 }])).toBe('top');
  });
  it('comes back down once the amount has scrolled away from the bottom', () => {
    const toastAtTop = { left: 8, right: 352, top: 8, bottom: 80 };
    expect(chooseEdge(toastAtTop, 'top', 640, [{ left: 16, right: 200, top: 300, bottom: 340 }])).toBe('bottom');
  });
  it('takes the edge covering less when both would cover something', () => {
    expect(
      chooseEdge(toastAtBottom, 'bottom', 640, [
        { left: 16, right: 200, top: 600, bottom: 640 },
        { left: 16, right: 200, top: 70, bottom: 80 },
      ]),
    ).toBe('top');
  });
});
