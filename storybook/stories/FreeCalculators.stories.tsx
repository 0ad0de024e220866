import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Translate } from '@securesplit/engine/locale';
import { expect, userEvent, waitFor } from 'storybook/test';
import { FreeCalculators } from '../../widgets/src/free-calculators/FreeCalculators.js';
import { choose, expectFitsItsHost, shadowCanvas, storyText, toastCanvas, typeInto } from './support/play.js';

/**
 * `<securesplit-free-calculators>`: child support, alimony and budget as tabs (arrow keys, Home and
 * End move between them). Attributes: those of the calculators plus `tab` (the tab shown first).
 */
const meta = {
  title: 'Calculators/Free calculators (tabs)',
  component: FreeCalculators,
  args: { state: 'new-york', theme: 'light' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] },
    tab: { control: 'inline-radio', options: ['child-support', 'alimony', 'budget'] },
  },
} satisfies Meta<typeof FreeCalculators>;
export default meta;
type Story = StoryObj<typeof meta>;

async function calculateChildSupport(canvasElement: HTMLElement, t: Translate) {
  const { root, canvas } = await shadowCanvas(canvasElement);
  await typeInto(root, 'custodialParentIncome', '3000');
  await typeInto(root, 'nonCustodialParentIncome', '5000');
  await choose(root, 'numberOfChildren', '2');
  await choose(root, 'custodyArrangement', 'primary');
  await userEvent.click(canvas.getByRole('button', { name: t('childSupport.submit') }));
  return { root, canvas };
}

export const Empty: Story = {};

export const AlimonyTab: Story = { args: { tab: 'alimony' } };

export const BudgetTab: Story = { args: { tab: 'budget' } };

/**
 * A calculation reopened from the dashboard's history (or an assistant link): its tab, the form filled, and its result
 * shown without a press on Calculate (issue 33); one from the history is calculated without adding it to it again.
 */
export const Reopened: Story = {
  args: {
    reopen: {
      calculator: 'alimony',
      inHistory: true,
      input: { marriageDate: '2010-06-15', separationDate: '2024-03-01', payerIncome: 9000, recipientIncome: 3000, alimonyType: 'temporary', payerAge: 45, recipientAge: 43, state: 'new-york' },
    },
  },
  play: async ({ canvasElement, args, globals }) => {
    const t = await storyText({ args, globals });
    const { root, canvas } = await shadowCanvas(canvasElement);
    await expect(canvas.getByRole('tab', { name: t('tabs.alimony') })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(root.querySelector('[role=tabpanel]:not([hidden]) [part=amount]')).toBeTruthy());
    await expect(canvas.getByText(t('alimony.headline'))).toBeVisible();
  },
};

export const Calculating: Story = {
  parameters: { api: 'pending' },
  play: async ({ canvasElement, args, globals }) => {
    const t = await storyText({ args, globals });
    const { canvas } = await calculateChildSupport(canvasElement, t);
    await expect(await canvas.findByRole('button', { name: t('childSupport.calculating') })).toBeDisabled();
  },
};

export const Result: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = await storyText({ args, globals });
    const { root } = await calculateChildSupport(canvasElement, t);
    await waitFor(() => expect(root.querySelector('[part=amount]')).toBeTruthy());
  },
};

export const Estimate: Story = {
  args: { state: 'texas' },
  parameters: { api: 'estimate' },
  play: async ({ canvasElement, args, globals }) => {
    const t = await storyText({ args, globals });
    const { canvas } = await calculateChildSupport(canvasElement, t);
    await expect(await canvas.findByText(t('results.estimateBadge'))).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = await storyText({ args, globals });
    const { canvas } = await shadowCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('childSupport.submit') }));
    await expect(canvas.getAllByText(t('validation.incomeRequired'))).toHaveLength(2);
  },
};

export const ServerError: Story = {
  parameters: { api: 'server-error' },
  play: async ({ canvasElement, args, globals }) => {
    const t = await storyText({ args, globals });
    await calculateChildSupport(canvasElement, t);
    await expect(await (await toastCanvas()).findByText(t('failure.cantReach.description'))).toBeVisible();
  },
};

export const Dark: Story = { args: { theme: 'dark' } };

export const Narrow360: Story = { parameters: { width: 360 }, play: async ({ canvasElement }) => expectFitsItsHost(canvasElement) };
