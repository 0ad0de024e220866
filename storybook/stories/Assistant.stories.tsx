import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import { Assistant } from '../../widgets/src/assistant/Assistant.js';
import { CHAT_FAILED } from '../../widgets/src/assistant/conversation.js';
import { CHAT_TEXT } from '../../widgets/src/assistant/text.js';
import { shadowCanvas, toastCanvas, typeInto } from './support/play.js';

/**
 * `<securesplit-assistant>`: the floating financial assistant. A round button at the bottom right opens
 * a card (about 384 × 500 px; the screen's width on a phone) with the greeting, the conversation and a
 * box for the question: Enter sends, Shift+Enter starts a new line, Escape closes. Answers list their
 * sources and offer a calculator filled with the question's figures, or a consultation (new tab).
 * The stories' answers come from a fake API with the engine's figures.
 *
 * Attributes: `api-base`, `state` (sent as the question's jurisdiction), `theme`, `default-open`, `page`,
 * `consultation-url`. Events: `securesplit:ready`, `securesplit:error`.
 */
const meta = {
  title: 'Assistant/Financial assistant',
  component: Assistant,
  args: { theme: 'light', page: '/', consultationUrl: 'https://scheduling.example/securesplit/consultation' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] } },
  // The assistant is fixed to the window's corner: each story gets a window (iframe) of its own in the docs.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof Assistant>;
export default meta;
type Story = StoryObj<typeof meta>;

async function card(canvasElement: HTMLElement) {
  const { root, canvas } = await shadowCanvas(canvasElement);
  await waitFor(() => expect(root.querySelector('[role=dialog]')).toBeVisible());
  return { root, canvas };
}

async function ask(canvasElement: HTMLElement, question: string) {
  const { root, canvas } = await card(canvasElement);
  await typeInto(root, 'message', question);
  fireEvent.keyDown(root.querySelector('textarea')!, { key: 'Enter' });
  return { root, canvas };
}

/** Every box of the assistant lies inside the window: nothing makes the page scroll sideways. */
async function expectFitsTheWindow(root: ShadowRoot) {
  const outside = Array.from(root.querySelectorAll('*'))
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1))
    .map(({ element, box }) => `${element.tagName.toLowerCase()}.${element.className} spans ${Math.round(box.left)}–${Math.round(box.right)}`);
  await expect(outside).toEqual([]);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** The round button only. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await shadowCanvas(canvasElement);
    await expect(canvas.getByRole('button', { name: CHAT_TEXT.open })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opened: the greeting, the focus in the question box. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { root, canvas } = await shadowCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: CHAT_TEXT.open }));
    await expect(canvas.getByText(CHAT_TEXT.greeting)).toBeVisible();
    await waitFor(() => expect(root.activeElement).toBe(root.querySelector('textarea')));
  },
};

export const Pending: Story = {
  args: { defaultOpen: true },
  parameters: { api: 'pending' },
  play: async ({ canvasElement }) => {
    const { root, canvas } = await ask(canvasElement, 'What would I pay in New York if I make $5,000 a month and we have two kids?');
    await expect(await canvas.findByRole('status')).toHaveTextContent(CHAT_TEXT.thinking);
    await expect(root.querySelector('textarea')).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: CHAT_TEXT.send })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** An answer with the engine's figure, its sources and its two links. */
export const Answered: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const { canvas } = await ask(canvasElement, 'What would I pay in New York if I make $5,000 a month, the other parent $3,000, and we have two kids?');
    // The answer's bubble (the screen-reader announcement holds the same words, out of sight).
    await expect((await canvas.findAllByText(/\$1,154\.38 a month/))[0]).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sources' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the child support calculator with these figures' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Book a free consultation/ })).toHaveAttribute('target', '_blank');
  },
};

/** The spec's toast; nothing is appended and the question is back in the box. */
export const ErrorToast: Story = {
  args: { defaultOpen: true },
  parameters: { api: 'server-error' },
  play: async ({ canvasElement }) => {
    const { root } = await ask(canvasElement, 'Is alimony taxable?');
    await expect(await (await toastCanvas()).findByText(CHAT_FAILED.description!)).toBeVisible();
    await expect(root.querySelectorAll('[part=message]')).toHaveLength(1);
    await expect(root.querySelector('textarea')).toHaveValue('Is alimony taxable?');
  },
};

export const RateLimited: Story = {
  args: { defaultOpen: true },
  parameters: { api: 'rate-limited' },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'Is alimony taxable?');
    await expect(await (await toastCanvas()).findByText(/try again in 30 seconds/)).toBeVisible();
  },
};

export const Dark: Story = { args: { theme: 'dark', defaultOpen: true }, play: Answered.play };

/** A 320 px phone: the card takes the screen's width less 8 px each side, nothing scrolls sideways. */
export const Narrow320: Story = {
  name: 'Narrow 320',
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async (context) => {
    await Answered.play?.(context);
    const { root } = await card(context.canvasElement);
    await expectFitsTheWindow(root);
    if (window.innerWidth < 480) {
      const box = root.querySelector('[role=dialog]')!.getBoundingClientRect();
      await expect(Math.round(box.width)).toBe(window.innerWidth - 16);
    }
  },
};
