import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { calculateChildSupport } from '@securesplit/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../test-support/fake-api.js';
import { clearToasts } from '../test-support/toasts.js';
import { ChildSupportCalculator } from './ChildSupportCalculator.js';

const OHIO = { custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2, custodyArrangement: 'primary', state: 'ohio', custodialParentTime: 80, nonCustodialParentTime: 20 };

/** The Ohio case through the form, with the real engine answering (and the sensitivity failing when asked). */
async function ohioResult(options: { sensitivityFails?: boolean } = {}) {
  const api = createFakeApi('engine');
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (options.sensitivityFails && url.endsWith('/child-support/sensitivity')) {
      return new Response(JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'x' }), { status: 500, headers: { 'content-type': 'application/problem+json' } });
    }
    return api.fetch(input, init);
  };
  vi.stubGlobal('fetch', fetch);
  render(<ChildSupportCalculator state="ohio" />);
  const field = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`)!;
  fireEvent.change(field('custodialParentIncome'), { target: { value: '3000' } });
  fireEvent.change(field('nonCustodialParentIncome'), { target: { value: '5000' } });
  fireEvent.change(field('numberOfChildren'), { target: { value: '2' } });
  fireEvent.change(field('custodyArrangement'), { target: { value: 'primary' } });
  fireEvent.change(field('custodialParentTime'), { target: { value: '80' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Child Support' }));
  });
  await waitFor(() => expect(document.querySelector('[part=amount]')).toBeTruthy());
  return api;
}

async function open() {
  const details = screen.getByTestId('what-moves') as HTMLDetailsElement;
  await act(async () => {
    details.open = true;
    fireEvent(details, new Event('toggle'));
  });
  return details;
}

/** The raw input with the non-custodial parent at n overnights. */
function atNights(n: number) {
  const ncp = Math.round((n / 365) * 10000) / 100;
  return { ...OHIO, nonCustodialParentOvernights: n, custodialParentOvernights: 365 - n, nonCustodialParentTime: ncp, custodialParentTime: Math.round((100 - ncp) * 100) / 100 };
}

const money = (v: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(v) ? 0 : 2, maximumFractionDigits: 2 }).format(v);

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('What moves the amount', () => {
  it('is closed and not asked for until opened; then shows the chart and the Ohio 90-overnight threshold as text', async () => {
    const api = await ohioResult();
    const details = screen.getByTestId('what-moves') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(api.calls.some((c) => c.path.endsWith('/sensitivity'))).toBe(false);
    // The summary is a native, keyboard-reachable control.
    expect(within(details).getByText('What moves the amount').tagName).toBe('SUMMARY');
    await open();
    await waitFor(() => expect(within(details).getByText(/Nearest thresholds/)).toBeTruthy(), { timeout: 20_000 });
    const sent = api.calls.find((c) => c.path === '/api/v1/calculators/child-support/sensitivity');
    expect(sent?.body).toMatchObject({ state: 'ohio', custodialParentTime: 80, nonCustodialParentTime: 20 });
    const before = calculateChildSupport(atNights(89)).monthlyPayment;
    const after = calculateChildSupport(atNights(90)).monthlyPayment;
    expect(after).toBeLessThan(before);
    expect(details.textContent).toContain(`At 90 overnights a year with the non-custodial parent the amount becomes ${money(after)} (was ${money(before)}) — R.C. 3119.051`);
    // ±$100 of the non-custodial parent's income, as the calculator gives it.
    const current = calculateChildSupport(OHIO).monthlyPayment;
    const more = calculateChildSupport({ ...OHIO, nonCustodialParentIncome: 5100 }).monthlyPayment;
    expect(details.textContent).toContain(`+$100 a month of the non-custodial parent’s income: +${money(Math.round((more - current) * 100) / 100)} a month`);
    expect(details.textContent).toMatch(/\+1 overnight a week \(125 a year\): −\$[\d,.]+ a month/);
    const chart = details.querySelector('svg[role=img]')!;
    expect(chart.querySelector('title')?.textContent).toMatch(/thresholds marked/);
    expect(chart.querySelectorAll('.ss-moves-mark').length).toBeGreaterThan(0);
  });

  it('says so when it fails, with a retry, and the result stays', async () => {
    await ohioResult({ sensitivityFails: true });
    const details = await open();
    await waitFor(() => expect(within(details).getByRole('alert').textContent).toMatch(/could not be worked out.*The estimate above stands/));
    expect(within(details).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(document.querySelector('[part=amount]')?.textContent).toMatch(/^\$/);
  });
});
