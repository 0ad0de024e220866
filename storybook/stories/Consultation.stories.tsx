import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Consultation } from '../../widgets/src/leads/Consultation.js';
import { expectFitsItsHost, shadowCanvas, typeInto } from './support/play.js';

/**
 * `<securesplit-consultation>`: a booking button and dialog. After the request is saved, the
 * scheduling page (`scheduling-url`, 700 px high) replaces the form one second later; without it, a
 * 72-hour callback promise. Closing resets everything. `consultation-type`: free-consultation,
 * strategy-session or professional-consultation.
 */
const meta = {
  title: 'Lead forms/Consultation booking',
  component: Consultation,
  args: { theme: 'light', consultationType: 'free-consultation' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] },
    consultationType: { control: 'inline-radio', options: ['free-consultation', 'strategy-session', 'professional-consultation'] },
  },
} satisfies Meta<typeof Consultation>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  const { root, canvas } = await shadowCanvas(canvasElement);
  await userEvent.click(canvas.getAllByRole('button')[0]!);
  return { root, canvas };
}

async function fill(canvasElement: HTMLElement) {
  const { root, canvas } = await open(canvasElement);
  await typeInto(root, 'firstName', 'Kim');
  await typeInto(root, 'lastName', 'Doe');
  await typeInto(root, 'email', 'kim@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue to Scheduling' }));
  return { root, canvas };
}

export const Empty: Story = {};

export const DialogOpen: Story = { args: { consultationType: 'strategy-session' }, play: async ({ canvasElement }) => void (await open(canvasElement)) };

export const Submitting: Story = {
  parameters: { api: 'pending' },
  play: async ({ canvasElement }) => {
    const { canvas } = await fill(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const Scheduled: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await fill(canvasElement);
    await expect(await canvas.findByText(/within 72 hours/, {}, { timeout: 3000 })).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await open(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Scheduling' }));
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

export const Dark: Story = { args: { theme: 'dark' }, play: DialogOpen.play };

export const Narrow360: Story = {
  parameters: { width: 360 },
  play: async (context) => {
    await DialogOpen.play?.(context);
    await expectFitsItsHost(context.canvasElement);
  },
};
