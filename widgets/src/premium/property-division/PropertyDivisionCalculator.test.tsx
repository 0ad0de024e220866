import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { calculatePropertyDivision } from '@securesplit/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApiMode } from '../../test-support/fake-api.js';
import { formatMoney } from '../../ui/format.js';
import { PropertyDivisionCalculator } from './PropertyDivisionCalculator.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = (name: string) => document.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`)!;
function type(name: string, value: string) {
  fireEvent.change(input(name), { target: { value } });
  fireEvent.blur(input(name));
}
const rowsNamed = (prefix: string) => document.querySelectorAll(`input[name^="${prefix}."][name$=".name"]`).length;

function setUp(mode: FakeApiMode = 'ok', state = 'texas') {
  const api = createFakeApi(mode);
  vi.stubGlobal('fetch', api.fetch);
  const onEvent = vi.fn();
  render(<PropertyDivisionCalculator state={state} onEvent={onEvent} />);
  return { api, onEvent };
}

/** The engine test's household: house 150,000 net, car 20,000, accounts 125,000, card −5,000: 290,000. */
async function fillHousehold() {
  type('primaryResidenceValue', '400000');
  type('primaryResidenceMortgage', '250,000');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Vehicle' })));
  type('vehicles.0.name', 'Car');
  type('vehicles.0.value', '30000');
  type('vehicles.0.loan', '10000');
  type('checkingAccounts.0.name', 'Joint checking');
  type('checkingAccounts.0.balance', '5000');
  type('savingsAccounts.0.balance', '20000');
  type('retirementAccounts.0.name', '401(k)');
  type('retirementAccounts.0.balance', '100000');
  type('creditCards.0.name', 'Visa');
  type('creditCards.0.balance', '5000');
}

async function calculate() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Calculate Property Division' })));
}

describe('<PropertyDivisionCalculator> (spec part 2, sections 2–3)', { timeout: 20_000 }, () => {
  it('starts with one empty row in each account and debt list, no property or vehicle rows, 50-50', () => {
    setUp();
    for (const list of ['checkingAccounts', 'savingsAccounts', 'retirementAccounts', 'investmentAccounts', 'creditCards', 'otherDebts']) expect(rowsNamed(list), list).toBe(1);
    expect(rowsNamed('additionalRealEstate')).toBe(0);
    expect(rowsNamed('vehicles')).toBe(0);
    expect(input('divisionMethod').value).toBe('50-50');
    expect(input('state').value).toBe('texas');
    expect(screen.getByText('No vehicles.')).toBeTruthy();
  });

  it('shows "Custom Percentage (You, Spouse 1)" only for the custom method', () => {
    setUp();
    expect(screen.queryByLabelText(/Custom Percentage \(You, Spouse 1\)/)).toBeNull();
    fireEvent.change(input('divisionMethod'), { target: { value: 'custom' } });
    expect(screen.getByLabelText(/Custom Percentage \(You, Spouse 1\)/)).toBeTruthy();
    fireEvent.change(input('divisionMethod'), { target: { value: '70-30' } });
    expect(screen.queryByLabelText(/Custom Percentage \(You, Spouse 1\)/)).toBeNull();
  });

  it('reformats dollar fields on blur and empties them when nothing numeric is left', () => {
    setUp();
    type('primaryResidenceValue', '412345.67');
    expect(input('primaryResidenceValue').value).toBe('$412,346');
    type('primaryResidenceMortgage', '12abc');
    expect(input('primaryResidenceMortgage').value).toBe('$12');
    type('checkingAccounts.0.balance', 'none');
    expect(input('checkingAccounts.0.balance').value).toBe('');
  });

  it('sends the engine’s fields and shows the engine’s result: totals, each spouse, breakdown with debts negative, regime cited', async () => {
    const { api, onEvent } = setUp();
    await fillHousehold();
    await calculate();
    const sent = api.calls.find((call) => call.path === '/api/v1/calculators/property-division')!;
    expect(sent.credentials).toBe('include');
    expect(sent.body).toMatchObject({
      primaryResidenceValue: '$400,000',
      primaryResidenceMortgage: '$250,000',
      vehicles: [{ name: 'Car', value: '$30,000', loan: '$10,000', ownership: 'marital', keptBy: '' }],
      divisionMethod: '50-50',
      state: 'texas',
    });
    const expected = calculatePropertyDivision(sent.body);
    expect(expected.netWorth).toBe(290_000);
    const results = within(document.querySelector<HTMLElement>('[part=results]')!);
    expect(document.querySelector('[part=amount]')!.textContent).toBe('$290,000');
    const row = (label: string) => results.getByText(label).closest('.ss-breakdown-row')!.querySelector('dd')!.textContent;
    // Who is who (issue 33): the person using the calculator is Spouse 1, and the labels keep the spec's names.
    expect(row('Your Net Value (Spouse 1)')).toBe(formatMoney(expected.spouse1NetValue));
    expect(row('Your spouse’s Net Value (Spouse 2)')).toBe('$145,000');
    // The summary (the worksheet keeps the engine's own lines) names no bare "Spouse 1" or "Spouse 2".
    expect([...document.querySelectorAll('[part=breakdown] dt, [part=chart] figcaption')].filter((label) => /^Spouse [12]/i.test(label.textContent ?? ''))).toEqual([]);
    expect(row('Real Estate (net)')).toBe('$150,000');
    expect(row('Vehicles (net)')).toBe('$20,000');
    expect(row('Financial Assets')).toBe('$125,000');
    expect(row('Total Debts')).toBe('-$5,000');
    expect(screen.getByTestId('division-method').textContent).toBe('50/50 division');
    const regime = screen.getByTestId('regime');
    expect(regime.textContent).toContain('Community property state');
    expect(within(regime).getByRole('link', { name: /IRS Publication 555/ }).getAttribute('href')).toBe('https://www.irs.gov/publications/p555');
    // The 401(k) is pre-tax: also shown at an estimated after-tax value, labelled estimate.
    expect(screen.getByTestId('retirement').textContent).toContain(formatMoney(expected.retirement.afterTaxEstimate));
    expect(screen.getByText('Show the math')).toBeTruthy();
    expect(screen.getByRole('img', { name: /you \(Spouse 1\) \$145,000 \(50%\), your spouse \(Spouse 2\) \$145,000 \(50%\)/ })).toBeTruthy();
    const calculated = onEvent.mock.calls.find(([t]) => t === 'securesplit:calculated')![1];
    expect(calculated).toMatchObject({ calculator: 'property-division', calculationId: 7 });
  });

  it('who keeps what gives the equalization payment; separate property is shown apart', async () => {
    setUp('ok', 'texas');
    await fillHousehold();
    fireEvent.change(input('primaryResidenceKeptBy'), { target: { value: 'spouse1' } });
    fireEvent.change(input('vehicles.0.keptBy'), { target: { value: 'spouse2' } });
    fireEvent.change(input('retirementAccounts.0.keptBy'), { target: { value: 'spouse2' } });
    fireEvent.change(input('savingsAccounts.0.ownership'), { target: { value: 'spouse2-separate' } });
    await calculate();
    // Net 270,000 without the savings; spouse 1 keeps the house 150,000 + half of (5,000 − 5,000) = 150,000; target 135,000.
    expect(screen.getByTestId('equalization').textContent).toContain('You (Spouse 1) pay your spouse (Spouse 2) $15,000 to reach the chosen split.');
    expect(screen.getByTestId('separate-property').textContent).toContain('Your spouse’s separate property (Spouse 2)$20,000');
  });

  it('a custom split needs its percentage before anything is sent', async () => {
    const { api } = setUp();
    fireEvent.change(input('divisionMethod'), { target: { value: 'custom' } });
    await calculate();
    expect(screen.getAllByText('Custom percentage is required').length).toBeGreaterThan(0);
    expect(input('customPercentage').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
    type('customPercentage', '55');
    await fillHousehold();
    await calculate();
    expect(document.querySelector('[part=amount]')!.textContent).toBe('$290,000');
    expect(screen.getByTestId('division-method').textContent).toBe('Custom division (you, Spouse 1: 55%)');
  });

  it('puts the server’s message for a row field under that field and in the list by the button', async () => {
    setUp();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Vehicle' })));
    type('vehicles.0.value', '2000000000');
    await calculate();
    const message = 'Value must be at most $1,000,000,000';
    expect(input('vehicles.0.value').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input('vehicles.0.value').getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent).toBe(message);
    expect(screen.getByRole('link', { name: `Vehicle 1: Value: ${message}` })).toBeTruthy();
  });

  it('a free account sees how many free calculations remain', async () => {
    setUp('free-account');
    await fillHousehold();
    await calculate();
    expect(screen.getByTestId('free-calculations-left').textContent).toBe('1 free premium calculation left this month.');
  });

  it('a signed-out visitor gets the message with a Sign in link and no result', async () => {
    const { onEvent } = setUp('signed-out');
    await fillHousehold();
    await calculate();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/dashboard');
    expect(onEvent.mock.calls.find(([t]) => t === 'securesplit:error')![1]).toMatchObject({ status: 401 });
    expect(screen.getByText('Enter your assets and debts, choose a division method and state, and press Calculate to see each spouse’s share.')).toBeTruthy();
  });
});

describe('<PropertyDivisionCalculator> reopened with its stored result (issue 33)', () => {
  it('shows the stored result at once, without calculating again', () => {
    const api = createFakeApi('ok');
    vi.stubGlobal('fetch', api.fetch);
    const stored = { primaryResidenceValue: 400000, primaryResidenceMortgage: 250000, state: 'texas', divisionMethod: '50-50' };
    const result = calculatePropertyDivision(stored);
    render(<PropertyDivisionCalculator state="texas" initialInput={stored} initialResult={{ id: 31, result: result as unknown as Record<string, unknown> }} />);
    expect(input('primaryResidenceMortgage').value).toBe('$250,000');
    expect(document.querySelector('[part=amount]')?.textContent).toBe(formatMoney(result.netWorth));
    expect(api.calls.filter((call) => call.path.includes('/calculators/'))).toEqual([]);
  });
});
