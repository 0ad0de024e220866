import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Newsletter } from '../../widgets/src/leads/Newsletter.js';
import { expectFitsItsHost, shadowCanvas, toastCanvas, typeInto } from './support/play.js';

/**
 * `<securesplit-newsletter>`: first name, last name and email. The host page hears
 * `securesplit:lead-submitted` with the form's name and source only, never the person's details.
 */
const meta = {
  title: 'Lead forms/Newsletter',
  component: Newsletter,
  args: { theme: 'light', partner: 'family-matters-blog' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] } },
} satisfies Meta<typeof Newsletter>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, email = 'jordan@example.com') {
  const { root, canvas } = await shadowCanvas(canvasElement);
  await typeInto(root, 'firstName', 'Jordan');
  await typeInto(root, 'lastName', 'Rivera');
  await typeInto(root, 'email', email);
  await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
  return { root, canvas };
}

export const Empty: Story = {};

export const Submitting: Story = {
  parameters: { api: 'pending' },
  play: async ({ canvasElement }) => {
    const { canvas } = await fill(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Subscribing…' })).toBeDisabled();
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await (await toastCanvas()).findByText('Welcome to our newsletter!')).toBeVisible();
  },
};

/** An address already on the list: the server's 409 read as an answer, not a failure (issue 33 §6). */
export const AlreadySubscribed: Story = {
  parameters: { api: 'already-subscribed' },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await (await toastCanvas()).findByText("You're already subscribed")).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await fill(canvasElement, 'jordan@example');
    await expect(await canvas.findByText('Please enter a valid email address.')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { api: 'server-error' },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await (await toastCanvas()).findByText("We can’t reach SecureSplit right now; your entries are kept — try again.")).toBeVisible();
  },
};

export const Dark: Story = { args: { theme: 'dark' } };

export const Narrow360: Story = { parameters: { width: 360 }, play: async ({ canvasElement }) => expectFitsItsHost(canvasElement) };
