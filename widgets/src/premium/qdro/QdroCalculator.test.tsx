import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { calculateQdro } from '@securesplit/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApiMode } from '../../test-support/fake-api.js';
import { formatMoney } from '../../ui/format.js';
import { QdroCalculator } from './QdroCalculator.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = (name: string) => document.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`);
function type(name: string, value: string) {
  fireEvent.change(input(name)!, { target: { value } });
  fireEvent.blur(input(name)!);
}

function setUp(mode: FakeApiMode = 'ok') {
  const api = createFakeApi(mode);
  vi.stubGlobal('fetch', api.fetch);
  const onEvent = vi.fn();
  render(<QdroCalculator state="california" onEvent={onEvent} />);
  return { api, onEvent };
}

function fill(accountType = '401k') {
  fireEvent.change(input('accountType')!, { target: { value: accountType } });
  type('currentBalance', '250000');
  type('employeeAge', '45');
  type('spouseAge', '43');
  type('marriageDate', '06152010');
  type('separationDate', '03012024');
  type('employmentStartDate', '01012008');
  type('annualContribution', '12000');
  type('employerMatch', '4000');
}

async function calculate() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Calculate QDRO Division' })));
}

/** A figure of the result's breakdowns (the worksheet repeats some labels). */
function value(label: string): string | null {
  const rows = Array.from(document.querySelectorAll('[part=breakdown] .ss-breakdown-row')).filter((row) => row.querySelector('dt')!.firstChild!.textContent === label);
  expect(rows, label).toHaveLength(1);
  return rows[0]!.querySelector('dd')!.textContent;
}

describe('<QdroCalculator> (spec part 2, sections 2–5)', { timeout: 20_000 }, () => {
  it('defaults: 401(k), half of the marital portion (issue 33), growth 7, both options off; the percentage or dollar field per method', () => {
    setUp();
    expect(input('accountType')!.value).toBe('401k');
    expect(input('divisionMethod')!.value).toBe('marital-portion');
    expect(screen.getByLabelText('Spouse’s share of the marital portion (%)')).toHaveProperty('value', '50');
    fireEvent.change(input('divisionMethod')!, { target: { value: 'percentage' } });
    expect(input('expectedGrowthRate')!.value).toBe('7');
    expect(input('immediateDistribution')!.checked).toBe(false);
    expect(input('survivorBenefits')!.checked).toBe(false);
    expect(input('divisionPercentage')).toBeTruthy();
    expect(input('divisionAmount')).toBeNull();
    fireEvent.change(input('divisionMethod')!, { target: { value: 'dollar-amount' } });
    expect(input('divisionPercentage')).toBeNull();
    expect(input('divisionAmount')).toBeTruthy();
    fireEvent.change(input('divisionMethod')!, { target: { value: 'marital-portion' } });
    expect(input('divisionAmount')).toBeNull();
    expect(screen.getByLabelText('Spouse’s share of the marital portion (%)')).toBeTruthy();
  });

  it('says what is required, in the spec’s words, and sends nothing', async () => {
    const { api } = setUp();
    fireEvent.change(input('state')!, { target: { value: '' } });
    type('expectedGrowthRate', '');
    await calculate();
    for (const message of [
      'Current balance is required',
      'Employee age is required',
      'Spouse age is required',
      'Marriage date is required',
      'Separation date is required',
      'Annual contribution is required',
      'Expected growth rate is required',
      'State is required',
    ]) {
      expect(screen.getAllByText(message).length, message).toBe(1);
      expect(screen.getByRole('link', { name: new RegExp(`: ${message}$`) })).toBeTruthy();
    }
    expect(api.calls).toEqual([]);
  });

  it('by default gives half of the marital portion, not of the whole account, and says so (issue 33)', async () => {
    const { api } = setUp();
    fill();
    await calculate();
    const sent = api.calls.find((call) => call.path === '/api/v1/calculators/qdro')!;
    expect(sent.body).toMatchObject({ divisionMethod: 'marital-portion', divisionPercentage: '50' });
    const expected = calculateQdro(sent.body);
    expect(expected.spouseEntitlement).toBe(Math.round((expected.maritalPortion / 2) * 100) / 100);
    expect(expected.spouseEntitlement).toBeLessThan(125_000);
    expect(document.querySelector('[part=amount]')!.textContent).toBe(formatMoney(expected.spouseEntitlement));
    expect(screen.getByTestId('qdro-division').textContent).toBe(`Half of the marital portion (${formatMoney(expected.maritalPortion)}, the part of the $250,000 earned during the marriage).`);
  });

  it('shows the engine’s division: entitlement, retains, marital portion, breakdown to one decimal, values, taxes and the QDRO badge', async () => {
    const { api, onEvent } = setUp();
    fill();
    fireEvent.change(input('divisionMethod')!, { target: { value: 'percentage' } });
    await calculate();
    const sent = api.calls.find((call) => call.path === '/api/v1/calculators/qdro')!;
    expect(sent.credentials).toBe('include');
    expect(sent.body).toMatchObject({ accountType: '401k', currentBalance: '$250,000', marriageDate: '2010-06-15', separationDate: '2024-03-01', employmentStartDate: '2008-01-01', divisionMethod: 'percentage', divisionPercentage: '50', divisionAmount: '', expectedGrowthRate: '7', immediateDistribution: false, state: 'california' });
    const expected = calculateQdro(sent.body);
    expect(document.querySelector('[part=amount]')!.textContent).toBe('$125,000');
    expect(value('Employee Retains')).toBe('$125,000');
    expect(value('Marital Portion')).toBe(formatMoney(expected.maritalPortion));
    expect(value('Total account value')).toBe('$250,000');
    expect(value('Marital months')).toBe(String(expected.breakdown.maritalMonths));
    expect(value('Employment months')).toBe(String(expected.breakdown.employmentMonths));
    expect(value('Marital percentage')).toBe(`${expected.breakdown.maritalPercentage.toFixed(1)}%`);
    expect(value('Marital percentage')).toMatch(/^\d+\.\d%$/);
    expect(value('Present Value')).toBe('$125,000');
    expect(value('Future Value (at 65)')).toBe(formatMoney(expected.futureValue));
    expect(value('Immediate distribution tax')).toBe('$0');
    expect(value('Deferred tax liability (estimate)')).toBe(formatMoney(expected.taxImplications.deferredTaxLiability));
    expect(screen.getByTestId('qdro-required').textContent).toBe('QDRO Required for Division');
    expect(screen.getByTestId('qdro-division').textContent).toBe('50% of the whole account ($250,000), as chosen.');
    expect(screen.getByText(/of the whole account gives the spouse \$125,000/)).toBeTruthy();
    expect(screen.getByText('Show the math')).toBeTruthy();
    expect(onEvent.mock.calls.find(([t]) => t === 'securesplit:calculated')![1]).toMatchObject({ calculator: 'qdro', calculationId: 7 });
  });

  it('a cash distribution from the plan: income tax, no 10% (QDRO exception), 20% withheld', async () => {
    setUp();
    fill();
    fireEvent.change(input('divisionMethod')!, { target: { value: 'percentage' } });
    fireEvent.click(input('immediateDistribution')!);
    type('spouseAnnualIncome', '40000');
    await calculate();
    expect(value('Immediate distribution tax')).not.toBe('$0');
    expect(value('Withheld by the plan (20%)')).toBe('$25,000');
    expect(screen.queryByText('10% additional tax included')).toBeNull();
  });

  it('an IRA: no QDRO badge, what is needed instead, and the 10% on an early cash withdrawal', async () => {
    setUp();
    fill('ira');
    fireEvent.change(input('divisionMethod')!, { target: { value: 'percentage' } });
    fireEvent.click(input('immediateDistribution')!);
    await calculate();
    expect(screen.queryByTestId('qdro-required')).toBeNull();
    expect(screen.getByTestId('division-instrument').textContent).toMatch(/No QDRO needed.*transfer incident to divorce \(IRC §408\(d\)\(6\)\)/);
    expect(value('10% additional tax included')).toBe('$12,500');
  });

  it('dollar amount: the server’s message when it is above the balance lands on the field', async () => {
    setUp();
    fill();
    fireEvent.change(input('divisionMethod')!, { target: { value: 'dollar-amount' } });
    type('divisionAmount', '300000');
    await calculate();
    expect(input('divisionAmount')!.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Dollar amount cannot be more than the current balance').length).toBe(1);
    expect(screen.getByRole('link', { name: 'Dollar amount: Dollar amount cannot be more than the current balance' })).toBeTruthy();
  });

  it('403: the server’s words with a link to /subscribe, the entries kept', async () => {
    setUp('quota-used');
    fill();
    await calculate();
    expect(screen.getByText(/You have used your 2 free premium calculations for November 2026/).closest('[role=alert]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe to Premium' }).getAttribute('href')).toBe('/subscribe');
    expect(input('currentBalance')!.value).toBe('$250,000');
  });
});
