import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BudgetCalculator } from '../../widgets/src/budget/BudgetCalculator.js';
import { expectFitsItsHost, shadowCanvas, toastCanvas, typeInto } from './support/play.js';

/**
 * `<securesplit-budget>`: fourteen monthly amounts. The result says whether the budget is in
 * deficit, tight (a surplus under $500) or healthy, with charts of income against expenses and of
 * expenses by category (each with a text alternative) and the report button for that case.
 */
const meta = {
  title: 'Calculators/Budget',
  component: BudgetCalculator,
  args: { theme: 'light' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] } },
} satisfies Meta<typeof BudgetCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement) {
  const { root, canvas } = await shadowCanvas(canvasElement);
  const amounts: [string, string][] = [
    ['primaryIncome', '4000'],
    ['housingCost', '2500'],
    ['utilities', '300'],
    ['insurance', '400'],
    ['groceries', '800'],
    ['transportation', '500'],
    ['healthcare', '300'],
  ];
  for (const [name, value] of amounts) await typeInto(root, name, value);
  await userEvent.click(canvas.getByRole('button', { name: 'Analyze My Budget' }));
  return { root, canvas };
}

export const Empty: Story = {};

export const Calculating: Story = {
  parameters: { api: 'pending' },
  play: async ({ canvasElement }) => {
    const { canvas } = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Calculating...' })).toBeDisabled();
  },
};

/** A deficit of $800 a month: the red message and the Expert Consultation report button. */
export const Result: Story = {
  play: async ({ canvasElement }) => {
    const { root } = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(root.querySelector('[part=amount]')?.textContent).toBe('−$800'));
  },
};

/** The budget has no guideline behind it, so there is no estimate label: the figures are the user's own. */
export const Estimate: Story = { play: Result.play };

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await shadowCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Analyze My Budget' }));
    await expect(canvas.getByText('Primary income is required')).toBeVisible();
    await expect(canvas.getByText('Healthcare cost is required')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { api: 'server-error' },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(await (await toastCanvas()).findByText("We can’t reach SecureSplit right now; your entries are kept — try again.")).toBeVisible();
  },
};

export const Dark: Story = { args: { theme: 'dark' }, play: Result.play };

export const Narrow360: Story = {
  parameters: { width: 360 },
  play: async (context) => {
    await Result.play?.(context);
    await expectFitsItsHost(context.canvasElement);
  },
};
