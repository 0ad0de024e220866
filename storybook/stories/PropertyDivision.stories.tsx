import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import { PropertyDivisionCalculator } from '../../widgets/src/premium/property-division/PropertyDivisionCalculator.js';
import { choose, expectFitsItsHost, field, shadowCanvas, toastCanvas, typeInto } from './support/play.js';

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

export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { root } = await fill(canvasElement);
    // React's onBlur listens for focusout, which the plain blur event of typeInto does not fire.
    fireEvent.focusOut(field(root, 'primaryResidenceValue'));
    await waitFor(() => expect(field(root, 'primaryResidenceValue').value).toBe('$400,000'));
  },
};

export const Calculating: Story = {
  parameters: { api: 'pending' },
  play: async ({ canvasElement }) => {
    const { canvas } = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Calculating...' })).toBeDisabled();
  },
};

export const Result: Story = {
  play: async ({ canvasElement }) => {
    const { root, canvas } = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(root.querySelector('[part=amount]')?.textContent).toBe('$290,000'));
    await expect(canvas.getByText('Spouse 1 pays Spouse 2 $75,000 to reach the chosen split.')).toBeVisible();
    await userEvent.click(canvas.getByText('Show the math'));
  },
};

/** A free account: the result, and how many free premium calculations remain this month. */
export const FreeAccount: Story = {
  parameters: { api: 'free-account' },
  play: async ({ canvasElement }) => {
    const { canvas } = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByText('1 free premium calculation left this month.')).toBeVisible();
  },
};

/** The form's own check (custom split without its percentage) and the engine's (a value above the maximum). */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { root, canvas } = await shadowCanvas(canvasElement);
    await choose(root, 'divisionMethod', 'custom');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate Property Division' }));
    await expect(await canvas.findByRole('link', { name: 'Custom Percentage (Spouse 1): Custom percentage is required' })).toBeVisible();
    await typeInto(root, 'customPercentage', '55');
    await typeInto(root, 'checkingAccounts.0.balance', '2000000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate Property Division' }));
    await expect(await canvas.findByRole('link', { name: 'Checking account 1: Balance: Balance must be at most $1,000,000,000' })).toBeVisible();
  },
};

/** 401: signed out; the server's words and a Sign in link. */
export const SignedOut: Story = {
  parameters: { api: 'signed-out' },
  play: async ({ canvasElement }) => {
    const { canvas } = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/dashboard');
  },
};

/** 403: this month's free calculations are used; a link to /subscribe. */
export const QuotaUsed: Story = {
  parameters: { api: 'quota-used' },
  play: async ({ canvasElement }) => {
    const { canvas } = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Subscribe to Premium' })).toHaveAttribute('href', '/subscribe');
  },
};

export const ServerError: Story = {
  parameters: { api: 'server-error' },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(await (await toastCanvas()).findByText("We can't reach SecureSplit right now; your entries are kept — try again.")).toBeVisible();
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
