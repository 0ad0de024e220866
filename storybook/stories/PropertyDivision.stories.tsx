import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import { PropertyDivisionCalculator } from '../../widgets/src/premium/property-division/PropertyDivisionCalculator.js';
import { choose, field, shadowCanvas, typeInto } from './support/play.js';
import { premiumApiStories } from './support/premium.js';

/**
 * `<securesplit-property-division>` (premium, signed-in accounts): real estate, vehicles, accounts and
 * debts as rows you add and remove, separate property, who keeps each item, the split and the state.
 * The stories' fake API answers with the real engine's result (or its field messages); `free-account`,
 * `signed-out` (401) and `quota-used` (403) answer as the server does.
 */
const meta = {
  title: 'Premium/Property division',
  component: PropertyDivisionCalculator,
  args: { state: 'texas', theme: 'light' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] } },
} satisfies Meta<typeof PropertyDivisionCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** House 400,000 − 250,000; car 30,000 − 10,000; checking 5,000, savings 20,000, 401(k) 100,000; card 5,000: 290,000 net. */
async function fill(canvasElement: HTMLElement) {
  const { root, canvas } = await shadowCanvas(canvasElement);
  await typeInto(root, 'primaryResidenceValue', '400000');
  await typeInto(root, 'primaryResidenceMortgage', '250000');
  await choose(root, 'primaryResidenceKeptBy', 'spouse1');
  await userEvent.click(canvas.getByRole('button', { name: 'Add Vehicle' }));
  await waitFor(() => expect(root.querySelector('[name="vehicles.0.name"]')).toBeTruthy());
  await typeInto(root, 'vehicles.0.name', 'Car');
  await typeInto(root, 'vehicles.0.value', '30000');
  await typeInto(root, 'vehicles.0.loan', '10000');
  await typeInto(root, 'checkingAccounts.0.name', 'Joint checking');
  await typeInto(root, 'checkingAccounts.0.balance', '5000');
  await typeInto(root, 'savingsAccounts.0.balance', '20000');
  await typeInto(root, 'retirementAccounts.0.name', '401(k)');
  await typeInto(root, 'retirementAccounts.0.balance', '100000');
  await typeInto(root, 'creditCards.0.name', 'Visa');
  await typeInto(root, 'creditCards.0.balance', '5000');
  return { root, canvas };
}

async function fillAndSubmit(canvasElement: HTMLElement) {
  const { root, canvas } = await fill(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Calculate Property Division' }));
  return { root, canvas };
}

async function showsResult(canvasElement: HTMLElement) {
  const { root, canvas } = await fillAndSubmit(canvasElement);
  await waitFor(() => expect(root.querySelector('[part=amount]')?.textContent).toBe('$290,000'));
  await expect(canvas.getByText('You (Spouse 1) pay your spouse (Spouse 2) $75,000 to reach the chosen split.')).toBeVisible();
  await userEvent.click(canvas.getByText('Show the math'));
}

const premium = premiumApiStories({ fillAndSubmit, showsResult });

export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { root } = await fill(canvasElement);
    // React's onBlur listens for focusout, which the plain blur event of typeInto does not fire.
    fireEvent.focusOut(field(root, 'primaryResidenceValue'));
    await waitFor(() => expect(field(root, 'primaryResidenceValue').value).toBe('$400,000'));
  },
};

export const Calculating: Story = premium.Calculating;

export const Result: Story = { play: ({ canvasElement }) => showsResult(canvasElement) };

/** A free account sees how many free premium calculations remain this month. */
export const FreeAccount: Story = premium.FreeAccount;

/** The form's own check (custom split without its percentage) and the engine's (a value above the maximum). */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { root, canvas } = await shadowCanvas(canvasElement);
    await choose(root, 'divisionMethod', 'custom');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate Property Division' }));
    await expect(await canvas.findByRole('link', { name: 'Custom Percentage (You, Spouse 1): Custom percentage is required' })).toBeVisible();
    await typeInto(root, 'customPercentage', '55');
    await typeInto(root, 'checkingAccounts.0.balance', '2000000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate Property Division' }));
    await expect(await canvas.findByRole('link', { name: 'Checking account 1: Balance: Balance must be at most $1,000,000,000' })).toBeVisible();
  },
};

/** Signed out (401): the server's words and a Sign in link; the entries stay. */
export const SignedOut: Story = premium.SignedOut;

/** The month's free calculations used (403): a link to /subscribe. */
export const QuotaUsed: Story = premium.FreeCalculationsUsed;

export const ServerError: Story = premium.ServerError;

export const Dark: Story = premium.Dark;

export const Narrow360: Story = premium.Narrow360;
