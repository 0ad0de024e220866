import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Translate } from '@securesplit/engine/locale';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChildSupportCalculator } from '../../widgets/src/child-support/ChildSupportCalculator.js';
import { choose, expectFitsItsHost, shadowCanvas, storyText, toastCanvas, typeInto } from './support/play.js';

/**
 * `<securesplit-child-support>`: both parents' incomes and deductions, children, custody and state;
 * the results panel shows the monthly amount, the breakdown with help tips, each parent's income
 * share, "Show the math" (the worksheet with its sources and the rules' dates) and Important Notes.
 *
 * Attributes: `api-base`, `state`, `partner`, `theme`, `scheduling-url`.
 * Events: `securesplit:ready`, `securesplit:calculated`, `securesplit:lead-submitted`, `securesplit:pdf`, `securesplit:error`.
 */
const meta = {
  title: 'Calculators/Child support',
  component: ChildSupportCalculator,
  args: { state: 'new-york', theme: 'light' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] } },
} satisfies Meta<typeof ChildSupportCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement, t: Translate) {
  const { root, canvas } = await shadowCanvas(canvasElement);
  await typeInto(root, 'custodialParentIncome', '3000');
  await typeInto(root, 'nonCustodialParentIncome', '5000');
  await choose(root, 'numberOfChildren', '2');
  await choose(root, 'custodyArrangement', 'primary');
  await userEvent.click(canvas.getByRole('button', { name: t('childSupport.submit') }));
  return { root, canvas };
}

export const Empty: Story = {};

export const Calculating: Story = {
  parameters: { api: 'pending' },
  play: async ({ canvasElement, args, globals }) => {
    const t = await storyText({ args, globals });
    const { canvas } = await fillAndSubmit(canvasElement, t);
    await expect(await canvas.findByRole('button', { name: t('childSupport.calculating') })).toBeDisabled();
  },
};

export const Result: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = await storyText({ args, globals });
    const { root } = await fillAndSubmit(canvasElement, t);
    await waitFor(() => expect(root.querySelector('[part=amount]')?.textContent).toBe('$1,154.38'));
    // Every result can be printed or saved as a PDF (issue 33).
    await expect(within(root.querySelector<HTMLElement>('.ss-results')!).getByRole('button', { name: t('results.print') })).toBeVisible();
  },
};

/**
 * Texas: the engine labels the amount an estimate, with one plain sentence on top and its notes behind "Why an
 * estimate?"; Texas takes a percentage of the paying parent's income, so there is no income share or its chart.
 */
export const Estimate: Story = {
  args: { state: 'texas' },
  parameters: { api: 'estimate' },
  play: async ({ canvasElement, args, globals }) => {
    const t = await storyText({ args, globals });
    const { root, canvas } = await fillAndSubmit(canvasElement, t);
    await expect(await canvas.findByText(t('results.estimateBadge'))).toBeVisible();
    await expect(canvas.getByText('A close estimate for Texas: taxes are worked out from gross pay, where the rule uses actual taxes.')).toBeVisible();
    await expect(canvas.getByText(t('results.whyEstimate'))).toBeVisible();
    await expect(canvas.queryByText(t('childSupport.row.incomeShare'))).toBeNull();
    await expect(root.querySelector('[part=chart]')).toBeNull();
    await expect(canvas.getByText(t('childSupport.payerIncomeOnly', { state: 'Texas' }))).toBeVisible();
  },
};

/** Pennsylvania (the real engine's answer): eight legal notes become one sentence, the notes behind the disclosure. */
export const EstimateWithManyNotes: Story = {
  args: { state: 'pennsylvania' },
  parameters: { api: 'engine' },
  play: async ({ canvasElement, args, globals }) => {
    const t = await storyText({ args, globals });
    const { root, canvas } = await fillAndSubmit(canvasElement, t);
    await expect(await canvas.findByText(/^An estimate for Pennsylvania, not an official figure/)).toBeVisible();
    const details = root.querySelector('details.ss-why') as HTMLDetailsElement;
    await expect(details.open).toBe(false);
    await userEvent.click(canvas.getByText(t('results.whyEstimate')));
    await waitFor(() => expect(details.open).toBe(true));
    await expect(canvas.getByText(t('childSupport.row.incomeShare'))).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  args: { state: '' },
  play: async ({ canvasElement, args, globals }) => {
    const t = await storyText({ args, globals });
    const { canvas } = await shadowCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('childSupport.submit') }));
    await expect(canvas.getAllByText(t('validation.incomeRequired'))).toHaveLength(2);
  },
};

/** The server rejected a field: its message shows under the field and the failure toast appears. */
export const ServerValidationError: Story = {
  parameters: { api: 'validation-error' },
  play: async ({ canvasElement, args, globals }) => {
    const t = await storyText({ args, globals });
    const { canvas } = await fillAndSubmit(canvasElement, t);
    await expect(await canvas.findByText(t('validation.invalidMoney'))).toBeVisible();
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
