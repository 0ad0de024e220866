import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApiMode } from '../test-support/fake-api.js';
import { LOADING_MESSAGES } from '../shared/messages.js';
import { clearToasts, shownToastText } from '../test-support/toasts.js';
import { ChildSupportCalculator } from './ChildSupportCalculator.js';

function setup(mode: FakeApiMode = 'ok') {
  const api = createFakeApi(mode);
  vi.stubGlobal('fetch', api.fetch);
  const onEvent = vi.fn();
  const view = render(<ChildSupportCalculator state="new-york" onEvent={onEvent} />);
  return { api, onEvent, view };
}

function fill() {
  const input = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`)!;
  fireEvent.change(input('custodialParentIncome'), { target: { value: '3000' } });
  fireEvent.change(input('nonCustodialParentIncome'), { target: { value: '5000' } });
  fireEvent.change(input('numberOfChildren'), { target: { value: '2' } });
  fireEvent.change(input('custodyArrangement'), { target: { value: 'primary' } });
  fireEvent.change(input('custodialParentTime'), { target: { value: '80' } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Child Support' }));
  });
}

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('<ChildSupportCalculator>', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('starts empty, with the state preselected and the times at 100 and 0', () => {
    setup();
    expect(screen.getByText(/Enter both parents’ information/)).toBeTruthy();
    expect((document.querySelector('[name=state]') as HTMLSelectElement).value).toBe('new-york');
    expect((document.querySelector('[name=custodialParentTime]') as HTMLInputElement).value).toBe('100');
    expect((document.querySelector('[name=nonCustodialParentTime]') as HTMLInputElement).value).toBe('0');
  });

  it('completes the other time and warns while the total is not 100', () => {
    setup();
    fireEvent.change(document.querySelector('[name=custodialParentTime]')!, { target: { value: '65' } });
    expect((document.querySelector('[name=nonCustodialParentTime]') as HTMLInputElement).value).toBe('35');
    fireEvent.change(document.querySelector('[name=custodialParentTime]')!, { target: { value: '650' } });
    expect(screen.getByText(/Current total: 685% — the two must add up to 100%/)).toBeTruthy();
  });

  it('validates before sending and names each problem under its field', async () => {
    const { api } = setup();
    await submit();
    expect(screen.getAllByText('Income is required')).toHaveLength(2);
    expect(screen.getByText('Number of children is required')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    const income = document.querySelector('[name=custodialParentIncome]')!;
    expect(income.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(income.getAttribute('aria-describedby')!)?.textContent).toBe('Income is required');
  });

  it('shows the result, the breakdown, the worksheet and its sources, and tells the host page', async () => {
    const { api, onEvent } = setup();
    fill();
    await submit();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2, custodialParentTime: 80, nonCustodialParentTime: 20, state: 'new-york' });
    expect(document.querySelector('[part=amount]')?.textContent).toBe('$1,154.38');
    // The panel reads out the headline once, not the whole worksheet and offers (issue 33).
    expect(screen.getByTestId('result-announcement').getAttribute('role')).toBe('status');
    expect(screen.getByTestId('result-announcement').textContent).toBe('Estimated monthly child support: $1,154.38. Paid by the non-custodial parent');
    expect(document.querySelector('.ss-results')?.hasAttribute('aria-live')).toBe(false);
    expect(screen.getByText('Official guideline')).toBeTruthy();
    expect(screen.getByText('Combined income')).toBeTruthy();
    expect(screen.getByText('Custody adjustment')).toBeTruthy();
    expect(screen.getByText('Show the math')).toBeTruthy();
    expect(screen.getByText(/rules in force from/)).toBeTruthy();
    expect(screen.getByText('Important Notes')).toBeTruthy();
    expect(shownToastText()).toContain('Calculation Complete');
    expect(screen.getByRole('button', { name: 'Book Your Strategy Session' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join Pro Waitlist' }));
    expect(screen.getByRole('heading', { name: 'Join the Pro Waitlist' })).toBeTruthy();
    const calculated = onEvent.mock.calls.find(([type]) => type === 'securesplit:calculated')!;
    expect(calculated[1]).toMatchObject({ calculator: 'child-support', calculationId: 101 });
    expect(calculated[1].result).not.toHaveProperty('id');
  });

  it('labels an estimate and says why', async () => {
    setup('estimate');
    fill();
    await submit();
    const notice = screen.getByRole('note');
    expect(within(notice).getByText('Estimate')).toBeTruthy();
    // One plain sentence on top; the engine's notes wait behind "Why an estimate?" (issue 33).
    expect(within(notice).getByTestId('estimate-sentence').textContent).toBe('A close estimate for Texas: taxes are worked out from gross pay, where the rule uses actual taxes.');
    const why = notice.querySelector('details')!;
    expect(why.open).toBe(false);
    expect(why.querySelector('summary')?.textContent).toBe('Why an estimate?');
    expect(why.querySelectorAll('li').length).toBeGreaterThan(0);
  });

  it('shows only what the state’s rule uses: Texas has no combined income, income share or income-share chart (issue 33)', async () => {
    setup('estimate');
    fill();
    await submit();
    // The fake API answers with the engine's Texas result (texas-net-resources).
    expect(document.querySelector('[part=amount]')?.textContent).toBe('$1,049.79');
    expect(screen.queryByText('Combined income')).toBeNull();
    expect(screen.queryByText('Non-custodial parent’s income share')).toBeNull();
    expect(document.querySelector('[part=chart]')).toBeNull();
    expect(screen.getByTestId('payer-income-only').textContent).toBe('Texas’s guideline is a percentage of the paying parent’s income: the other parent’s income does not change the amount.');
    expect(screen.getByText('Base support amount')).toBeTruthy();
  });

  it('an income-shares state keeps the combined income, the share and its chart', async () => {
    setup();
    fill();
    await submit();
    expect(screen.getByText('Non-custodial parent’s income share')).toBeTruthy();
    expect(document.querySelector('[part=chart]')).not.toBeNull();
    expect(screen.queryByTestId('payer-income-only')).toBeNull();
  });

  it('reads out a new result, not the last one put back after a failed calculation (issue 33)', async () => {
    setup();
    fill();
    await submit();
    const announcement = screen.getByTestId('result-announcement');
    expect(announcement.textContent).toContain('$1,154.38');
    vi.stubGlobal('fetch', createFakeApi('server-error').fetch);
    await submit();
    expect(document.querySelector('[part=amount]')?.textContent).toBe('$1,154.38');
    expect(announcement.textContent).toBe('');
    vi.stubGlobal('fetch', createFakeApi('ok').fetch);
    await submit();
    expect(announcement.textContent).toContain('$1,154.38');
  });

  it('rotates a supportive message every 3 seconds while calculating', async () => {
    setup('pending');
    fill();
    vi.useFakeTimers();
    await submit();
    expect(screen.getByRole('button', { name: 'Calculating...' })).toBeTruthy();
    expect(screen.getByText(LOADING_MESSAGES[0])).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText(LOADING_MESSAGES[1])).toBeTruthy();
  });

  it('toasts the spec’s failure message and puts the server’s field errors under the fields', async () => {
    const { onEvent } = setup('validation-error');
    fill();
    await submit();
    expect(shownToastText()).toContain("Let's Try Again");
    expect(shownToastText()).toContain("We're here to help you through this. Double-check your information and try again.");
    expect(screen.getByText('Must be a valid positive number')).toBeTruthy();
    expect(onEvent).toHaveBeenCalledWith('securesplit:error', { element: 'securesplit-child-support', status: 400, title: 'Validation failed' });
  });

  it('clears the form and the result', async () => {
    setup();
    fill();
    await submit();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(document.querySelector('[part=amount]')).toBeNull();
    expect((document.querySelector('[name=custodialParentIncome]') as HTMLInputElement).value).toBe('');
  });
});

describe('<ChildSupportCalculator locale="es"> (issue 27)', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('shows the form, its checks and the result in Spanish, and asks the API in Spanish', async () => {
    const api = createFakeApi('ok');
    const sent: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('accept-language') ?? '');
      return api.fetch(input, init);
    });
    render(<ChildSupportCalculator state="texas" locale="es" />);
    expect(screen.getByRole('heading', { name: 'Calculadora de manutención de los hijos' })).toBeTruthy();
    expect(screen.getByText('Indique la información de ambos padres y presione Calcular para ver una estimación.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Calcular la manutención' }));
    });
    expect(screen.getAllByText('El ingreso es obligatorio')).toHaveLength(2);
    expect(screen.getByText('El número de hijos es obligatorio')).toBeTruthy();
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Calcular la manutención' }));
    });
    expect(await screen.findByText('Manutención mensual estimada de los hijos')).toBeTruthy();
    expect(screen.getByText('Notas importantes')).toBeTruthy();
    expect(sent.filter(Boolean)).toEqual(['es']);
    expect(screen.queryByText(/Estimated monthly child support|Important Notes|Calculate Child Support/)).toBeNull();
  });
});
