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
    expect(notice.textContent).toMatch(/not the official guideline amount/);
    expect(notice.querySelectorAll('li').length).toBeGreaterThan(0);
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
