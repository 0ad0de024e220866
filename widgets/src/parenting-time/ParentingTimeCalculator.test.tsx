import { calculateParentingTime } from '@securesplit/engine';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParentingTimeCalculator } from './ParentingTimeCalculator.js';
import { childSupportInput, validateSchedule, initialScheduleValues } from './schedule.js';

/** The API stand-in answers with the engine's own result for the body sent; only the network is replaced. */
function setup() {
  const posts: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    posts.push({ url: String(input), body });
    const result = calculateParentingTime(body);
    return new Response(JSON.stringify({ ...result, id: 3, saved: true }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  render(<ParentingTimeCalculator />);
  return { posts };
}

const field = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`)!;

async function count() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Count overnights' }));
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<ParentingTimeCalculator>', () => {
  it('counts every other weekend in 2026 as 52 overnights and draws the year as a table', async () => {
    const { posts } = setup();
    fireEvent.click(screen.getByRole('radio', { name: /Every other weekend \(/ }));
    fireEvent.change(field('year'), { target: { value: '2026' } });
    await count();
    expect(posts).toEqual([
      { url: expect.stringMatching(/\/api\/v1\/parenting-time$/), body: { pattern: 'alternate-weekends', year: 2026, startsWith: 'noncustodial' } },
    ]);
    const figures = screen.getByTestId('parenting-figures').textContent;
    expect(figures).toContain('52 overnights a year (14.2%)');
    expect(figures).toContain('313 overnights a year (85.8%)');
    const table = screen.getByRole('table', { name: /Who has each night in 2026/ });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(12);
    expect(table.querySelectorAll('tbody td.ss-night-n')).toHaveLength(52);
    expect(table.querySelectorAll('thead th[scope=col]')).toHaveLength(32);
    // 2 January 2026, a Friday: the non-custodial parent's first weekend.
    expect(table.querySelector('tbody tr')?.querySelectorAll('td')[1]?.textContent).toBe('N');
  });

  it('sends a summer block, and feeds the overnights into the child-support calculator in one step', async () => {
    const { posts } = setup();
    fireEvent.change(field('year'), { target: { value: '2026' } });
    fireEvent.click(field('summer'));
    fireEvent.change(field('summerFrom'), { target: { value: '2026-07-06' } });
    fireEvent.change(field('summerTo'), { target: { value: '2026-07-12' } });
    await count();
    expect(posts[0]?.body.summer).toEqual({ from: '2026-07-06', to: '2026-07-12', parent: 'noncustodial' });
    expect(screen.getByTestId('parenting-figures').textContent).toContain('59 overnights a year');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Use in child support' }));
    });
    expect(field('custodialParentOvernights').value).toBe('306');
    expect(field('nonCustodialParentOvernights').value).toBe('59');
  });

  it('says what is wrong with a summer block outside the year, without calling the API', async () => {
    const { posts } = setup();
    fireEvent.change(field('year'), { target: { value: '2026' } });
    fireEvent.click(field('summer'));
    fireEvent.change(field('summerFrom'), { target: { value: '2025-07-01' } });
    await count();
    expect(posts).toHaveLength(0);
    expect(field('summerFrom').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Enter the first night as a date in 2026/)).toBeTruthy();
  });
});

describe('schedule helpers', () => {
  it('opens child support as shared from 35% each and as primary below', () => {
    expect(childSupportInput({ overnights: { custodial: 183, noncustodial: 182 }, percentages: { custodial: 50.1, noncustodial: 49.9 } }).custodyArrangement).toBe('shared');
    expect(childSupportInput({ overnights: { custodial: 313, noncustodial: 52 }, percentages: { custodial: 85.8, noncustodial: 14.2 } }).custodyArrangement).toBe('primary');
  });

  it('refuses a summer block that ends before it starts', () => {
    const values = { ...initialScheduleValues(new Date(2026, 0, 1)), summer: true, summerFrom: '2026-08-01', summerTo: '2026-07-01' };
    expect(validateSchedule(values)).toEqual({ summerTo: 'The last night must be on or after the first' });
  });
});
