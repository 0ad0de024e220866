import { calculateChildSupport } from '@securesplit/engine';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChildSupportCalculator } from './ChildSupportCalculator.js';

/**
 * The API stand-in answers with the engine's own result for what the form sent, so the breakdown shows
 * real figures; only the network is replaced.
 */
function setup(state = 'wisconsin') {
  const posts: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    posts.push(body);
    const result = calculateChildSupport({ ...body, asOf: '2026-11-01' });
    return new Response(JSON.stringify({ ...result, id: 7 }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  render(<ChildSupportCalculator state={state} />);
  return { posts };
}

const input = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`)!;
const change = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
/** The value of a breakdown row (the worksheet below repeats some labels). */
function breakdownValue(label: string): string | null {
  const rows = [...document.querySelectorAll('[part=breakdown] .ss-breakdown-row')];
  const found = rows.find((r) => r.querySelector('dt')?.textContent?.startsWith(label));
  if (!found) throw new Error(`no breakdown row "${label}"`);
  return found.querySelector('dd')!.textContent;
}
const mismatchNote = () => screen.getByTestId('custody-mismatch');

function fillIncomes() {
  change('custodialParentIncome', '3000');
  change('nonCustodialParentIncome', '5000');
  change('numberOfChildren', '2');
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Child Support' }));
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<ChildSupportCalculator>: custody arrangement and parenting time', () => {
  beforeEach(() => localStorage.clear());

  it('sets a fitting time split when an arrangement is chosen, until the user types a time', () => {
    setup();
    change('custodyArrangement', 'shared');
    expect(input('custodialParentTime').value).toBe('50');
    expect(input('nonCustodialParentTime').value).toBe('50');
    expect(screen.getByText(/The time was set from the arrangement/)).toBeTruthy();
    change('custodyArrangement', 'primary');
    expect(input('custodialParentTime').value).toBe('100');
    expect(input('nonCustodialParentTime').value).toBe('0');
    change('custodyArrangement', 'joint');
    expect(input('nonCustodialParentTime').value).toBe('50');

    change('custodialParentTime', '70');
    change('custodyArrangement', 'primary');
    expect(input('custodialParentTime').value).toBe('70');
    expect(input('nonCustodialParentTime').value).toBe('30');
    expect(screen.queryByText(/The time was set from the arrangement/)).toBeNull();
  });

  it('explains how to enter time for split custody', () => {
    setup();
    change('custodyArrangement', 'split');
    expect(input('nonCustodialParentTime').value).toBe('50');
    expect(screen.getByText(/Split custody: enter each parent’s share of all the children’s overnights/)).toBeTruthy();
  });

  it('announces a note next to the time fields when the arrangement and the time disagree', () => {
    setup();
    const note = mismatchNote();
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toBe('');
    change('custodialParentTime', '90');
    change('custodialParentTime', '100');
    change('custodyArrangement', 'shared');
    expect(input('nonCustodialParentTime').value).toBe('0');
    expect(note.textContent).toMatch(/Shared custody usually means 35–65% of the time each, but the time entered is 100% \/ 0%, which is calculated as sole custody/);
    change('custodialParentTime', '55');
    expect(note.textContent).toBe('');
    change('custodyArrangement', 'primary');
    expect(note.textContent).toMatch(/Primary custody means one parent has 75% or more of the time, but the time entered is 55% \/ 45%/);
  });

  it('takes overnights a year instead of percentages and sends them to the API', async () => {
    const { posts } = setup();
    fillIncomes();
    change('custodyArrangement', 'shared');
    const overnights = screen.getByRole('radio', { name: 'Overnights per year' });
    expect(screen.getByRole('group', { name: 'Enter parenting time as' })).toBeTruthy();
    fireEvent.click(overnights);
    expect((overnights as HTMLInputElement).checked).toBe(true);
    // The split chosen so far (50/50) carries over as whole nights.
    expect(input('custodialParentOvernights').value).toBe('183');
    expect(input('nonCustodialParentOvernights').value).toBe('182');
    expect(document.querySelector('[name=custodialParentTime]')).toBeNull();
    change('custodialParentOvernights', '219');
    expect(input('nonCustodialParentOvernights').value).toBe('146');
    expect(screen.getByText('Current total: 365 overnights')).toBeTruthy();
    await submit();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ custodialParentOvernights: 219, nonCustodialParentOvernights: 146, custodialParentTime: 60, nonCustodialParentTime: 40, state: 'wisconsin' });
    // Wisconsin shared placement: 675 a month, 1,250 with no parenting-time credit.
    expect(document.querySelector('[part=amount]')?.textContent).toBe('$675');
    const row = breakdownValue;
    expect(row('Support with no parenting-time credit')).toBe('$1,250');
    expect(row('Custody adjustment')).toBe('−$575');
  });

  it('checks overnights before sending: whole numbers that add up to 365', async () => {
    const { posts } = setup();
    fillIncomes();
    change('custodyArrangement', 'shared');
    fireEvent.click(screen.getByRole('radio', { name: 'Overnights per year' }));
    change('custodialParentOvernights', '200');
    expect(input('nonCustodialParentOvernights').value).toBe('165');
    // 366 is a valid count on its own (a leap year), so the other field is left as it was.
    change('custodialParentOvernights', '366');
    expect(screen.getByText(/Current total: 531 overnights — the two must add up to 365/)).toBeTruthy();
    await submit();
    expect(posts).toHaveLength(0);
    const field = input('nonCustodialParentOvernights');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Overnights must add up to 365 (or 366 in a leap year)');
  });

  it('goes back to percentages with the overnights carried over, and the mismatch note follows the overnights', () => {
    setup();
    change('custodyArrangement', 'shared');
    fireEvent.click(screen.getByRole('radio', { name: 'Overnights per year' }));
    change('custodialParentOvernights', '365');
    expect(mismatchNote().textContent).toMatch(/100% \/ 0%, which is calculated as sole custody/);
    change('custodialParentOvernights', '243');
    fireEvent.click(screen.getByRole('radio', { name: 'Percent of time' }));
    expect(input('custodialParentTime').value).toBe('66.58');
    expect(input('nonCustodialParentTime').value).toBe('33.42');
    expect(mismatchNote().textContent).toMatch(/Shared custody usually means 35–65%/);
  });

  it('shows the effect of parenting time where the base amount already includes it (California)', async () => {
    setup('california');
    change('custodialParentIncome', '2000');
    change('nonCustodialParentIncome', '6000');
    change('numberOfChildren', '2');
    change('custodyArrangement', 'shared');
    change('custodialParentTime', '60');
    await submit();
    const row = breakdownValue;
    const amount = Number(document.querySelector('[part=amount]')!.textContent!.replace(/[$,]/g, ''));
    const without = Number(row('Support with no parenting-time credit')!.replace(/[$,]/g, ''));
    expect(without).toBeGreaterThan(amount);
    expect(row('Custody adjustment')).toMatch(/^−\$/);
    expect(Number(row('Custody adjustment')!.replace(/[−$,]/g, ''))).toBeCloseTo(without - amount, 2);
  });
});
