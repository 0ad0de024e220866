import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Translate } from '@securesplit/engine/locale';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BudgetCalculator } from '../../widgets/src/budget/BudgetCalculator.js';
import { expectFitsItsHost, shadowCanvas, storyText, toastCanvas, typeInto } from './support/play.js';

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

async function fillAndSubmit(canvasElement: HTMLElement, t: Translate) {
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
  await userEvent.click(canvas.getByRole('button', { name: t('budget.submit') }));
  return { root, canvas };
}

export const Empty: Story = {};

export const Calculating: Story = {
  parameters: { api: 'pending' },
  play: async ({ canvasElement, args, globals }) => {
    const t = await storyText({ args, globals });
    const { canvas } = await fillAndSubmit(canvasElement, t);
    await expect(await canvas.findByRole('button', { name: t('budget.calculating') })).toBeDisabled();
  },
};

/** A deficit of $800 a month: the red message and the Expert Consultation report button. */
export const Result: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = await storyText({ args, globals });
    const { root } = await fillAndSubmit(canvasElement, t);
    await waitFor(() => expect(root.querySelector('[part=amount]')?.textContent).toBe('−$800'));
  },
};

/** The budget has no guideline behind it, so there is no estimate label: the figures are the user's own. */
export const Estimate: Story = { play: Result.play };

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = await storyText({ args, globals });
    const { canvas } = await shadowCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('budget.submit') }));
    await expect(canvas.getByText(t('budget.required.primaryIncome'))).toBeVisible();
    await expect(canvas.getByText(t('budget.required.healthcare'))).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { api: 'server-error' },
  play: async ({ canvasElement, args, globals }) => {
    const t = await storyText({ args, globals });
    await fillAndSubmit(canvasElement, t);
    await expect(await (await toastCanvas()).findByText(t('failure.cantReach.description'))).toBeVisible();
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
