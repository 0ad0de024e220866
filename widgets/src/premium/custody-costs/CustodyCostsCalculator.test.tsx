import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { calculateCustodyCosts } from '@securesplit/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetEventType } from '../../runtime/events.js';
import { createFakeApi, type FakeApiMode } from '../../test-support/fake-api.js';
import { formatMoney } from '../../ui/format.js';
import { pageToaster } from '../../ui/toaster.js';
import { CustodyCostsCalculator } from './CustodyCostsCalculator.js';

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

function open(mode: FakeApiMode = 'ok') {
  const api = createFakeApi(mode);
  vi.stubGlobal('fetch', api.fetch);
  const events: { type: WidgetEventType; detail: unknown }[] = [];
  render(<CustodyCostsCalculator state="ohio" onEvent={(type, detail) => events.push({ type, detail })} />);
  return { api, events };
}

async function submit() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Calculate Custody Costs' })));
}

// Each test renders a long form and runs the real engine; on a loaded machine that passes 5 s.
describe('<CustodyCostsCalculator> (spec part 2; contracts C3, C6)', { timeout: 30_000 }, () => {
  it('starts at 50-50 with one child and weekly exchanges; ages follow the count; custom days only for custom', () => {
    open();
    expect(input('custodyArrangement')!.value).toBe('50-50');
    expect(input('numberOfChildren')!.value).toBe('1');
    expect(input('transportationFrequency')!.value).toBe('weekly');
    expect(input('childAge1')).toBeTruthy();
    expect(input('childAge2')).toBeNull();
    type('numberOfChildren', '3');
    expect(['childAge1', 'childAge2', 'childAge3', 'childAge4'].map((name) => input(name) !== null)).toEqual([true, true, true, false]);
    expect(input('custodialParentDays')).toBeNull();
    type('custodyArrangement', 'custom');
    expect(input('custodialParentDays')!.getAttribute('placeholder')).toBe('365');
    expect(screen.getByRole('button', { name: 'About custody arrangements' })).toBeTruthy();
  });

  it('shows the spec’s required messages and sends nothing', async () => {
    const { api } = open();
    type('numberOfChildren', '2');
    await submit();
    for (const message of ['Child 1 age is required', 'Child 2 age is required', 'Custodial parent housing cost is required', 'Non-custodial parent housing cost is required', 'Distance between homes is required']) {
      expect(screen.getAllByText(new RegExp(message)).length).toBeGreaterThan(0);
    }
    expect(api.calls).toEqual([]);
  });

  it('sends the engine input with the cookie and shows the engine’s answer and the event', async () => {
    const { api, events } = open();
    type('custodyArrangement', 'every-other-weekend');
    type('numberOfChildren', '2');
    type('childAge1', '9');
    type('childAge2', '4');
    type('custodialHousingCost', '1800');
    type('nonCustodialHousingCost', '1,200');
    type('daycareCost', '650');
    type('distanceBetweenHomes', '12');
    type('transportationFrequency', 'biweekly');
    type('healthInsurance', '220');
    type('custodialParentIncome', '3000');
    type('nonCustodialParentIncome', '4000');
    await submit();
    const call = api.calls[0]!;
    expect(call).toMatchObject({ method: 'POST', path: '/api/v1/calculators/custody-costs', credentials: 'include' });
    expect(call.body).toMatchObject({ custodyArrangement: 'every-other-weekend', numberOfChildren: 2, childAge1: 9, childAge2: 4, custodialHousingCost: 1800, nonCustodialHousingCost: 1200, daycareCost: 650, distanceBetweenHomes: 12, transportationFrequency: 'biweekly', healthInsurance: 220, custodialParentIncome: 3000, nonCustodialParentIncome: 4000, state: 'ohio' });
    expect(call.body).not.toHaveProperty('custodialParentDays');
    const expected = calculateCustodyCosts(call.body);
    expect(document.querySelector('[part=amount]')!.textContent).toBe(formatMoney(expected.totalAnnualCost));
    expect(screen.getByTestId('suggested-sharing').textContent).toBe('Suggested sharing: 42.9% / 57.1% by income');
    expect(events.find((e) => e.type === 'securesplit:calculated')?.detail).toMatchObject({ calculator: 'custody-costs', calculationId: 7 });
    expect(screen.queryByTestId('free-calculations-left')).toBeNull();
  });

  it('sends where the children live and the fill box; the results show the USDA typical amounts it added', async () => {
    const { api } = open();
    expect(input('areaType')!.value).toBe('urban');
    const box = screen.getByRole('checkbox', { name: 'Fill empty categories with typical amounts' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    type('childAge1', '4');
    type('custodialHousingCost', '1800');
    type('nonCustodialHousingCost', '1200');
    type('distanceBetweenHomes', '0');
    type('areaType', 'rural');
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await submit();
    const call = api.calls[0]!;
    expect(call.body).toMatchObject({ areaType: 'rural', useTypicalAmounts: true, state: 'ohio' });
    const expected = calculateCustodyCosts(call.body);
    expect(expected.typicalAmounts.table.number).toBe(6);
    const section = screen.getByTestId('typical-amounts');
    expect(section.textContent).toContain('Rural areas (USDA table 6)');
    expect(section.textContent).toContain('(assumed: both incomes were not given)');
    expect(section.querySelector('[data-category=food]')!.textContent).toContain('Added: USDA typical (estimate)');
    expect(document.querySelector('[part=amount]')!.textContent).toBe(formatMoney(expected.totalAnnualCost));
  });

  it('a server rejection (400) puts its message under its field and in the summary', async () => {
    open('validation-error');
    type('childAge1', '8');
    type('custodialHousingCost', '1800');
    type('nonCustodialHousingCost', '1200');
    type('distanceBetweenHomes', '10');
    type('nonCustodialParentIncome', '4000');
    await submit();
    expect(input('nonCustodialParentIncome')!.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('link', { name: 'Non-custodial parent income: Must be a valid positive number' })).toBeTruthy();
  });

  it('free calculations used (403): a link to /subscribe and securesplit:error', async () => {
    const { events } = open('quota-used');
    type('childAge1', '8');
    type('custodialHousingCost', '1800');
    type('nonCustodialHousingCost', '1200');
    type('distanceBetweenHomes', '10');
    await submit();
    expect(screen.getByRole('link', { name: 'Subscribe to Premium' }).getAttribute('href')).toBe('/subscribe');
    expect(events.find((e) => e.type === 'securesplit:error')?.detail).toMatchObject({ status: 403 });
  });
});
