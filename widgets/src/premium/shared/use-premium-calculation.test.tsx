import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetFrame } from '../../runtime/context.js';
import type { WidgetEventType } from '../../runtime/events.js';
import { createFakeApi, type FakeApiMode } from '../../test-support/fake-api.js';
import { pageToaster } from '../../ui/toaster.js';
import { FreeCalculationsLeft, PremiumNotice } from './PremiumNotice.js';
import { usePremiumCalculation } from './use-premium-calculation.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  pageToaster().dismiss();
});

const MESSAGES = { success: { title: 'Done' }, failure: { title: 'Calculation Failed', description: 'Check your inputs.' } };
const PD_INPUT = { primaryResidenceValue: '$400,000', primaryResidenceMortgage: '$250,000', state: 'texas', divisionMethod: '50-50' };

function Harness({ input }: { input: Record<string, unknown> }) {
  useSignals();
  const calculation = usePremiumCalculation('property-division', MESSAGES, { signInUrl: '/test-login' });
  const [fields, setFields] = useState<Record<string, string> | null>(null);
  const result = calculation.result.value;
  return (
    <>
      <button type="button" onClick={async () => setFields(await calculation.run(input))}>
        Calculate
      </button>
      <PremiumNotice notice={calculation.notice.value} />
      <FreeCalculationsLeft access={calculation.access.value} />
      {result ? <p data-testid="net-worth">{result.netWorth}</p> : null}
      {fields ? <pre data-testid="fields">{JSON.stringify(fields)}</pre> : null}
    </>
  );
}

async function calculateWith(mode: FakeApiMode, input: Record<string, unknown> = PD_INPUT) {
  const api = createFakeApi(mode);
  vi.stubGlobal('fetch', api.fetch);
  const events: { type: WidgetEventType; detail: unknown }[] = [];
  render(
    <WidgetFrame element="securesplit-property-division" label="Property division" onEvent={(type, detail) => events.push({ type, detail })}>
      <Harness input={input} />
    </WidgetFrame>,
  );
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Calculate' })));
  return { api, events };
}

describe('usePremiumCalculation (contracts C3 and C6)', () => {
  it('POSTs the input with credentials "include" and shows the engine’s result', async () => {
    const { api, events } = await calculateWith('ok');
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/v1/calculators/property-division', body: PD_INPUT, credentials: 'include' }]);
    expect(screen.getByTestId('net-worth').textContent).toBe('150000');
    const calculated = events.find((e) => e.type === 'securesplit:calculated')?.detail as { calculator: string; calculationId: unknown; result: Record<string, unknown> };
    expect(calculated.calculator).toBe('property-division');
    expect(calculated.calculationId).toBe(7);
    expect(calculated.result.netWorth).toBe(150000);
    expect(calculated.result).not.toHaveProperty('access');
    // Full access: no count of free calculations.
    expect(screen.queryByTestId('free-calculations-left')).toBeNull();
  });

  it('a free account is told how many free calculations remain', async () => {
    await calculateWith('free-account');
    expect(screen.getByTestId('free-calculations-left').textContent).toBe('1 free premium calculation left this month.');
  });

  it('401: the message with a Sign in link, and securesplit:error with the status', async () => {
    const { events } = await calculateWith('signed-out');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Authentication required');
    expect(alert.textContent).toContain('Please log in to continue.');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/test-login');
    expect(events.find((e) => e.type === 'securesplit:error')?.detail).toEqual({ element: 'securesplit-property-division', status: 401, title: 'Authentication required' });
    expect(screen.queryByTestId('net-worth')).toBeNull();
  });

  it('403: the message with a link to /subscribe', async () => {
    const { events } = await calculateWith('quota-used');
    expect(screen.getByRole('alert').textContent).toContain('Subscribe for Full Access to keep calculating');
    expect(screen.getByRole('link', { name: 'Subscribe to Premium' }).getAttribute('href')).toBe('/subscribe');
    expect((events.find((e) => e.type === 'securesplit:error')?.detail as { status: number }).status).toBe(403);
  });

  it('400: the engine’s field messages by path, and the calculator’s failure toast', async () => {
    await calculateWith('ok', { ...PD_INPUT, sellingCostPercent: '50', vehicles: [{ name: 'Car', value: 'lots' }] });
    expect(JSON.parse(screen.getByTestId('fields').textContent!)).toEqual({
      'vehicles.0.value': 'Must be a valid positive number',
      sellingCostPercent: 'Selling costs must be from 0 to 15',
    });
    expect(pageToaster().current()?.title).toBe('Calculation Failed');
  });

  it('a success after a failure takes the failure toast’s place at once (issue 33 §2)', async () => {
    await calculateWith('server-error');
    expect(pageToaster().current()?.variant).toBe('destructive');
    vi.stubGlobal('fetch', createFakeApi('ok').fetch);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Calculate' })));
    expect(pageToaster().current()?.title).toBe('Done');
    expect(pageToaster().waiting().filter((toast) => toast.variant === 'destructive')).toEqual([]);
    while (pageToaster().current()) pageToaster().dismiss();
  });

  it('5xx: the shared failure wording as a toast, no notice', async () => {
    const { events } = await calculateWith('server-error');
    expect(pageToaster().current()?.description).toBe("We can’t reach SecureSplit right now; your entries are kept — try again.");
    expect(screen.getByRole('alert').textContent).toBe('');
    expect((events.find((e) => e.type === 'securesplit:error')?.detail as { status: number }).status).toBe(500);
  });
});
