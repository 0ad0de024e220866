import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Feedback } from '../../widgets/src/leads/Feedback.js';
import { expectFitsItsHost, shadowCanvas, toastCanvas, typeInto } from './support/play.js';

/** `<securesplit-feedback>`: a Share Feedback button; the dialog has a 1–5 star rating with hover preview. */
const meta = {
  title: 'Lead forms/Feedback',
  component: Feedback,
  args: { theme: 'light' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] } },
} satisfies Meta<typeof Feedback>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  const { root, canvas } = await shadowCanvas(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Share Feedback' }));
  return { root, canvas };
}

async function fill(canvasElement: HTMLElement) {
  const { root, canvas } = await open(canvasElement);
  await typeInto(root, 'name', 'Ana Ruiz');
  await typeInto(root, 'email', 'ana@example.com');
  await typeInto(root, 'message', 'The worksheet helped me a lot.');
  await userEvent.click(canvas.getByRole('button', { name: '4 stars' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Send Feedback' }));
  return { root, canvas };
}

export const Empty: Story = {};

export const DialogWithHoverPreview: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await open(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: '3 stars' }));
    await expect(canvas.getByRole('button', { name: '3 stars' })).toHaveAttribute('data-lit', 'true');
  },
};

export const Submitting: Story = {
  parameters: { api: 'pending' },
  play: async ({ canvasElement }) => {
    const { canvas } = await fill(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await (await toastCanvas()).findByText('Thank you for your feedback!')).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await open(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Feedback' }));
    await expect(await canvas.findByText('Please fill in all required fields and provide a rating.')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { api: 'server-error' },
  play: async ({ canvasElement }) => {
    const { canvas } = await fill(canvasElement);
    await expect(await canvas.findByText("We can’t reach SecureSplit right now; your entries are kept — try again.")).toBeVisible();
  },
};

export const Dark: Story = { args: { theme: 'dark' }, play: DialogWithHoverPreview.play };

export const Narrow360: Story = {
  parameters: { width: 360 },
  play: async (context) => {
    await DialogWithHoverPreview.play?.(context);
    await expectFitsItsHost(context.canvasElement);
  },
};
