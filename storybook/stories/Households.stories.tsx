import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HouseholdsCalculator } from '../../widgets/src/households/HouseholdsCalculator.js';
import { choose, expectFitsItsHost, shadowCanvas, typeInto } from './support/play.js';

/**
 * `<securesplit-households>`: both households after tax (issue 31 §4). The form takes the state, both parents'
 * gross monthly pay and filing status, each child (date of birth or age, whose home, who claims them), custody,
 * alimony (amount, payer, agreement date, end) and an optional child-support order. The result heads with each home's
 * monthly amount, then a card per home (gross, federal income tax, FICA, state tax, child support and alimony paid or
 * received, left a month and per person), the timeline as children reach the age of emancipation and alimony ends,
 * and the steps with their sources (the state's order of alimony and child support among them).
 *
 * Attributes: `api-base`, `state`, `partner`, `theme`. React only: `input` (a child-support input to start from).
 * Events: `securesplit:ready`.
 */
const meta = {
  title: 'Calculators/Both households after tax',
  component: HouseholdsCalculator,
  args: { state: 'pennsylvania', theme: 'light' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] } },
  // The real engine answers (as of 7 December 2026), so the cards show what the API would.
  parameters: { api: 'engine' },
} satisfies Meta<typeof HouseholdsCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement) {
  const { root, canvas } = await shadowCanvas(canvasElement);
  await typeInto(root, 'custodial.grossMonthly', '4000');
  await typeInto(root, 'noncustodial.grossMonthly', '6500');
  await choose(root, 'childCount', '2');
  await waitFor(() => expect(root.querySelector('[name="children.1.birthDate"]')).toBeTruthy());
  await typeInto(root, 'children.0.birthDate', '05/01/2012');
  await typeInto(root, 'children.1.birthDate', '4');
  await choose(root, 'children.1.claimedBy', 'noncustodial');
  await typeInto(root, 'alimony.monthlyAmount', '500');
  await waitFor(() => expect(root.querySelector('[name="alimony.agreementDate"]')).toBeTruthy());
  await typeInto(root, 'alimony.agreementDate', '03/01/2017');
  await typeInto(root, 'alimony.endDate', '01/01/2029');
  await userEvent.click(canvas.getByRole('button', { name: 'Calculate both households' }));
  return { root, canvas };
}

export const Empty: Story = {};

export const Calculating: Story = {
  parameters: { api: 'pending' },
  play: async ({ canvasElement }) => {
    const { canvas } = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Calculating...' })).toBeDisabled();
    await expect(canvas.getByText('Working out both households…')).toBeVisible();
  },
};

export const Result: Story = {
  play: async ({ canvasElement }) => {
    const { root } = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(root.querySelectorAll('.ss-household-card')).toHaveLength(2));
    const nets = within(root.querySelector<HTMLElement>('[data-testid=households-nets]')!);
    await expect(nets.getByText('Custodial parent’s home')).toBeVisible();
    await expect(nets.getByText('Non-custodial parent’s home')).toBeVisible();
    await expect(within(root.querySelector<HTMLElement>('[data-testid=households-timeline]')!).getByText(/Alimony ends/)).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  args: { state: '' },
  play: async ({ canvasElement }) => {
    const { canvas } = await shadowCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate both households' }));
    await expect(await canvas.findByText('Please correct 4 fields')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { api: 'server-error' },
  play: async ({ canvasElement }) => {
    const { canvas } = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByText(/Both households could not be worked out just now/)).toBeVisible();
  },
};

/** From a child-support result's "See both households after tax": its state, incomes, children and time filled in. */
export const FromChildSupport: Story = {
  args: { state: undefined, input: { state: 'ohio', custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2, custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 } },
};

export const Dark: Story = { args: { theme: 'dark' }, play: Result.play };

/** At 360 px the two homes' cards stack, and nothing reaches past the host. */
export const Narrow360: Story = {
  parameters: { width: 360 },
  play: async (context) => {
    await Result.play?.(context);
    const { root } = await shadowCanvas(context.canvasElement);
    const [first, second] = Array.from(root.querySelectorAll('.ss-household-card'), (card) => card.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
    await expectFitsItsHost(context.canvasElement);
  },
};
