import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ProWaitlist } from '../../widgets/src/leads/ProWaitlist.js';
import { choose, expectFitsItsHost, shadowCanvas, toastCanvas, typeInto } from './support/play.js';

/** `<securesplit-pro-waitlist>`: the Coming Soon card for professionals and its waitlist dialog. */
const meta = {
  title: 'Lead forms/Pro waitlist',
  component: ProWaitlist,
  args: { theme: 'light' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] } },
} satisfies Meta<typeof ProWaitlist>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  const { root, canvas } = await shadowCanvas(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Join the Pro Waitlist' }));
  return { root, canvas };
}

async function fill(canvasElement: HTMLElement) {
  const { root, canvas } = await open(canvasElement);
  await typeInto(root, 'firstName', 'Lee');
  await typeInto(root, 'lastName', 'Park');
  await typeInto(root, 'email', 'lee@example.com');
  await choose(root, 'profession', 'mediator');
  await userEvent.click(canvas.getByRole('button', { name: 'Join the Waitlist' }));
  return { root, canvas };
}

export const Empty: Story = {};

export const DialogOpen: Story = { play: async ({ canvasElement }) => void (await open(canvasElement)) };

export const Submitting: Story = {
  parameters: { api: 'pending' },
  play: async ({ canvasElement }) => {
    const { canvas } = await fill(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Joining…' })).toBeDisabled();
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await (await toastCanvas()).findByText('Welcome to the Waitlist!')).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await open(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Join the Waitlist' }));
    await expect(await canvas.findByText('Please fill in all required fields.')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { api: 'server-error' },
  play: async ({ canvasElement }) => {
    const { canvas } = await fill(canvasElement);
    await expect(await canvas.findByText("We can’t reach SecureSplit right now; your entries are kept — try again.")).toBeVisible();
  },
};

export const Dark: Story = { args: { theme: 'dark' } };

export const Narrow360: Story = { parameters: { width: 360 }, play: async ({ canvasElement }) => expectFitsItsHost(canvasElement) };
