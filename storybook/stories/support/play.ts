import { expect, fireEvent, waitFor, within } from 'storybook/test';

/** The story's shadow root, as a container the testing-library queries accept. */
export async function shadowCanvas(canvasElement: HTMLElement) {
  const host = canvasElement.querySelector<HTMLElement>('.securesplit-story-host');
  await waitFor(() => expect(host?.shadowRoot?.querySelector('.ss-root')).toBeTruthy());
  const root = host!.shadowRoot!;
  // The widget's root element holds everything it shows, dialogs and toasts included.
  return { root, canvas: within(root.querySelector<HTMLElement>('.ss-root')!) };
}

export function field(root: ShadowRoot, name: string): HTMLInputElement | HTMLSelectElement {
  const element = root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`);
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
