import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import { TaxImpactCalculator } from '../../widgets/src/premium/tax-impact/TaxImpactCalculator.js';
import { choose, field, shadowCanvas, typeInto } from './support/play.js';
import { premiumApiStories } from './support/premium.js';

/**
 * `<securesplit-tax-impact>` (premium): income, filing status now and after, children and who they
 * live with (with Form 8332 releases), deductions, the year of the divorce and the state. The result
 * compares the income tax before and after the divorce for the person and the household, with the
 * federal and state breakdown, the tax details, recommendations citing their rules, the not-tax-advice
 * note and "Show the math". The fake API answers with the real engine's result.
 *
 * Attributes: `api-base`, `state`, `partner`, `theme`, `sign-in-url`, `subscribe-url`, `hide-free-calculations-left`.
 * Events: `securesplit:ready`, `securesplit:calculated`, `securesplit:pdf`, `securesplit:error`.
 */
const meta = {
  title: 'Premium/Tax impact',
  component: TaxImpactCalculator,
  args: { state: 'new-york', theme: 'light' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] } },
} satisfies Meta<typeof TaxImpactCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement) {
  const { root, canvas } = await shadowCanvas(canvasElement);
  await typeInto(root, 'annualIncome', '85000');
  await typeInto(root, 'spouseIncome', '40000');
  await choose(root, 'numberOfChildren', '2');
  await waitFor(() => expect(root.querySelector('[name=childrenWithPrimaryParent]')).toBeTruthy());
  await typeInto(root, 'mortgageInterest', '12000');
  await typeInto(root, 'propertyTaxes', '9000');
  return { root, canvas };
}

async function fillAndSubmit(canvasElement: HTMLElement) {
  const { root, canvas } = await fill(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Calculate Tax Impact' }));
  return { root, canvas };
}

async function showsResult(canvasElement: HTMLElement) {
  const { root, canvas } = await fillAndSubmit(canvasElement);
  await waitFor(() => expect(root.querySelector('[part=amount]')?.textContent).toMatch(/^\+?\$[\d,.]+$/));
  await expect(canvas.getByText('Not tax advice')).toBeVisible();
  await expect(canvas.getByText('Recommendations')).toBeVisible();
}

const premium = premiumApiStories({ fillAndSubmit, showsResult });

export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { root } = await fill(canvasElement);
    // React hears a field being left as focusout (typeInto's blur alone does not reach it): leaving it formats it.
    fireEvent.focusOut(field(root, 'annualIncome'));
    await waitFor(() => expect(field(root, 'annualIncome').value).toBe('$85,000'));
  },
};

export const Calculating: Story = premium.Calculating;

export const Result: Story = { play: ({ canvasElement }) => showsResult(canvasElement) };

/** A free account sees how many free premium calculations remain this month. */
export const FreeAccount: Story = premium.FreeAccount;

export const ValidationErrors: Story = {
  args: { state: '' },
  play: async ({ canvasElement }) => {
    const { canvas } = await shadowCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate Tax Impact' }));
    await expect(canvas.getByText('Annual income is required', { selector: '.ss-error' })).toBeVisible();
    await expect(canvas.getByText('State is required', { selector: '.ss-error' })).toBeVisible();
  },
};

/** Signed out (401): the server's words and a Sign in link; the entries stay. */
export const SignedOut: Story = premium.SignedOut;

/** The month's free calculations used (403): a link to /subscribe. */
export const FreeCalculationsUsed: Story = premium.FreeCalculationsUsed;

export const ServerError: Story = premium.ServerError;

export const Dark: Story = premium.Dark;

export const Narrow360: Story = premium.Narrow360;
