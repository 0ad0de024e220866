import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { calculateTaxImpact } from '@securesplit/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetEventType } from '../../runtime/events.js';
import { createFakeApi, type FakeApiMode } from '../../test-support/fake-api.js';
import { formatMoney } from '../../ui/format.js';
import { pageToaster } from '../../ui/toaster.js';
import { TaxImpactCalculator } from './TaxImpactCalculator.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  pageToaster().dismiss();
});

const input = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`);
function type(name: string, value: string) {
  const element = input(name)!;
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
}

function open(mode: FakeApiMode = 'ok', props: { hideFreeCalculationsLeft?: boolean } = {}) {
  const api = createFakeApi(mode);
  vi.stubGlobal('fetch', api.fetch);
  const events: { type: WidgetEventType; detail: unknown }[] = [];
  render(<TaxImpactCalculator state="new-york" signInUrl="/test-login" onEvent={(type, detail) => events.push({ type, detail })} {...props} />);
  return { api, events };
}

async function submit() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Calculate Tax Impact' })));
}

// Each test renders a long form and runs the real engine; on a loaded machine that passes 5 s.
describe('<TaxImpactCalculator> (spec part 2; contracts C3, C6)', { timeout: 30_000 }, () => {
  it('starts with the spec’s defaults and shows the children fields by the child count', () => {
    open();
    expect(input('currentFilingStatus')!.value).toBe('married-joint');
    expect(input('projectedFilingStatus')!.value).toBe('single');
    expect(input('numberOfChildren')!.value).toBe('0');
    expect(input('state')!.value).toBe('new-york');
    expect(input('childrenWithPrimaryParent')).toBeNull();
    type('numberOfChildren', '3');
    expect(input('childrenWithPrimaryParent')!.value).toBe('');
    expect(screen.getByRole('option', { name: 'All of them (3)' })).toBeTruthy();
    // All three with this person: only their own release shows.
    expect(input('childrenReleasedToOtherParent')).toBeTruthy();
    expect(input('childrenReleasedToYou')).toBeNull();
    type('childrenWithPrimaryParent', '1');
    expect(input('childrenReleasedToYou')).toBeTruthy();
    // The instrument date matters only with alimony.
    expect(input('alimonyInstrumentDate')).toBeNull();
    type('alimonyPaid', '12000');
    expect(input('alimonyPaid')!.value).toBe('$12,000');
    expect(input('alimonyInstrumentDate')).toBeTruthy();
  });

  it('shows the required messages and sends nothing', async () => {
    const { api } = open();
    type('state', '');
    await submit();
    expect(screen.getAllByText(/Annual income is required/).length).toBeGreaterThan(0);
    expect(input('annualIncome')!.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('link', { name: 'Annual income: Annual income is required' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('sends the engine input with the cookie and shows the engine’s answer, the free count and the event', async () => {
    const { api, events } = open('free-account');
    type('annualIncome', '85000');
    type('spouseIncome', '40,000');
    type('numberOfChildren', '2');
    type('childrenWithPrimaryParent', '1');
    type('childrenReleasedToYou', '1');
    type('propertyTaxes', '$9,000');
    type('divorceYear', '2025');
    await submit();
    const body = {
      annualIncome: 85000,
      spouseIncome: 40000,
      alimonyPaid: 0,
      alimonyReceived: 0,
      currentFilingStatus: 'married-joint',
      projectedFilingStatus: 'single',
      numberOfChildren: 2,
      childrenWithPrimaryParent: 1,
      childrenReleasedToOtherParent: 0,
      childrenReleasedToYou: 1,
      mortgageInterest: 0,
      propertyTaxes: 9000,
      charitableDeductions: 0,
      businessExpenses: 0,
      divorceYear: 2025,
      state: 'new-york',
    };
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/v1/calculators/tax-impact', body, credentials: 'include' }]);
    const expected = calculateTaxImpact(body);
    const headline = expected.taxDifference > 0 ? `+${formatMoney(expected.taxDifference)}` : formatMoney(Math.abs(expected.taxDifference));
    expect(document.querySelector('[part=amount]')!.textContent).toBe(headline);
    expect(screen.getByText(expected.taxDifference > 0 ? 'Annual Tax Increase' : 'Annual Tax Savings')).toBeTruthy();
    expect(screen.getByTestId('free-calculations-left').textContent).toBe('1 free premium calculation left this month.');
    const calculated = events.find((e) => e.type === 'securesplit:calculated')?.detail as { calculator: string; result: { taxYear: number } };
    expect(calculated.calculator).toBe('tax-impact');
    expect(calculated.result.taxYear).toBe(2025);
  });

  it('on a host page that shows the free count itself (hideFreeCalculationsLeft) the results leave out their own line', async () => {
    open('free-account', { hideFreeCalculationsLeft: true });
    type('annualIncome', '85000');
    await submit();
    expect(document.querySelector('[part=amount]')).toBeTruthy();
    expect(screen.queryByTestId('free-calculations-left')).toBeNull();
  });

  it('the engine’s own rejection (400) shows under its field: the two incomes together past the money maximum', async () => {
    open();
    type('annualIncome', '900000000');
    type('spouseIncome', '200000000');
    await submit();
    const message = 'Annual income and spouse income together must be at most $1,000,000,000';
    expect(input('spouseIncome')!.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message, { selector: '.ss-error' })).toBeTruthy();
    expect(document.querySelector('[part=amount]')).toBeNull();
  });

  it('signed out (401): the server’s words, a sign-in link, securesplit:error; the entries stay', async () => {
    const { events } = open('signed-out');
    type('annualIncome', '85000');
    await submit();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/test-login');
    expect(screen.getByText('Please log in to continue.')).toBeTruthy();
    expect(events.find((e) => e.type === 'securesplit:error')?.detail).toEqual({ element: 'securesplit-tax-impact', status: 401, title: 'Authentication required' });
    expect(input('annualIncome')!.value).toBe('$85,000');
    expect(document.querySelector('[part=amount]')).toBeNull();
  });

  it('free calculations used (403): a link to /subscribe', async () => {
    open('quota-used');
    type('annualIncome', '85000');
    await submit();
    expect(screen.getByRole('link', { name: 'Subscribe to Premium' }).getAttribute('href')).toBe('/subscribe');
  });
});
