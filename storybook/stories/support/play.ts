import { loadCatalogue, matchLocale, translator, type Translate } from '@securesplit/engine/locale';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { toolbarLocale } from './decorators.js';

/**
 * The messages of the language the story's widget speaks — its own `locale` arg, else the toolbar's — so a play
 * function finds buttons and checks texts by message id and passes in English and in Spanish alike (issue 27).
 * Plays of widgets not converted yet keep their English strings: those widgets stay English under either setting.
 */
export async function storyText(context: { args: Record<string, unknown>; globals: Record<string, unknown> }): Promise<Translate> {
  const own = typeof context.args.locale === 'string' ? matchLocale(context.args.locale) : undefined;
  return translator(await loadCatalogue(own ?? toolbarLocale(context.globals)));
}

/** The story's shadow root, as a container the testing-library queries accept. */
export async function shadowCanvas(canvasElement: HTMLElement) {
  const host = canvasElement.querySelector<HTMLElement>('.securesplit-story-host');
  await waitFor(() => expect(host?.shadowRoot?.querySelector('.ss-root')).toBeTruthy());
  const root = host!.shadowRoot!;
  // The widget's root element holds everything it shows, dialogs included; toasts are the page's (toastCanvas).
  return { root, canvas: within(root.querySelector<HTMLElement>('.ss-root')!) };
}

export function field(root: ShadowRoot, name: string): HTMLInputElement | HTMLSelectElement {
  const element = root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!element) throw new Error(`No field named ${name}`);
  return element;
}

/**
 * Enters text as one change. (user-event types into document.activeElement, which is the shadow
 * host rather than the field inside it, so typing key by key does not reach shadow DOM fields.)
 */
export async function typeInto(root: ShadowRoot, name: string, text: string): Promise<void> {
  const element = field(root, name);
  fireEvent.focus(element);
  fireEvent.change(element, { target: { value: text } });
  fireEvent.blur(element);
}

export async function choose(root: ShadowRoot, name: string, value: string): Promise<void> {
  fireEvent.change(field(root, name), { target: { value } });
}

/** Whether an ancestor is a labelled region that scrolls sideways (overflow-x auto or scroll): a wide table's own scroller. */
function insideSideScroller(element: Element, root: ShadowRoot): boolean {
  for (let parent = element.parentElement; parent && parent !== root.host; parent = parent.parentElement) {
    const overflowX = getComputedStyle(parent).overflowX;
    if (parent.getAttribute('role') === 'region' && (overflowX === 'auto' || overflowX === 'scroll')) return true;
  }
  return false;
}

/**
 * The Narrow 360 stories' own check (issue 9, section 2): nothing in the widget reaches past its
 * 360 px host, so the page around it never scrolls sideways. An open dialog (top layer) is placed
 * by the window, so it is measured against it (the page's toasts are not in the widget at all).
 * Drawing inside a chart is clipped by its svg; content inside its own sideways scroll container may be wider
 * (the container itself is measured), as widgets/test/browser/overflow.ts allows.
 */
export async function expectFitsItsHost(canvasElement: HTMLElement): Promise<void> {
  const { root } = await shadowCanvas(canvasElement);
  const host = root.host as HTMLElement;
  const hostRight = host.getBoundingClientRect().right;
  const wider: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
    if (insideSideScroller(element, root)) continue;
    const box = element.getBoundingClientRect();
    const edge = element.closest('dialog[open]') ? window.innerWidth : hostRight;
    if (box.width > 0 && box.height > 0 && box.right > edge + 1) wider.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ends at ${Math.round(box.right)} px, past ${Math.round(edge)} px`);
  }
  await expect(wider).toEqual([]);
}

/** The page's one notification region (`<securesplit-toasts>`, shared by every widget), as a query container. */
export async function toastCanvas() {
  await waitFor(() => expect(document.querySelector('securesplit-toasts')?.shadowRoot?.querySelector('[role=region]')).toBeTruthy());
  return within(document.querySelector('securesplit-toasts')!.shadowRoot!.querySelector<HTMLElement>('[role=region]')!);
}
