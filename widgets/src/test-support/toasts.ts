import { TOAST_REGION_TAG } from '../ui/toast-region.js';
import { pageToaster } from '../ui/toaster.js';

/** The toast the page's region shows now (inside its shadow root), or null. */
export function shownToast(doc: Document = document): HTMLElement | null {
  return doc.querySelector(TOAST_REGION_TAG)?.shadowRoot?.querySelector<HTMLElement>('[part=toast]') ?? null;
}

/** Its text, or '' when none shows. */
export function shownToastText(doc: Document = document): string {
  return shownToast(doc)?.textContent ?? '';
}

/** Empties the page's queue between tests (it outlives each test's render, as it outlives a widget). */
export function clearToasts(): void {
  const toaster = pageToaster();
  while (toaster.current()) toaster.dismiss();
}
