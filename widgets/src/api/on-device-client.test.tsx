import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { calculateAlimony, calculateChildSupport, calculateHouseholds, calculateParentingTime, childSupportSensitivity } from '@securesplit/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChildSupportCalculator } from '../child-support/ChildSupportCalculator.js';
import { createFakeApi } from '../test-support/fake-api.js';
import { clearToasts } from '../test-support/toasts.js';
import { createApiClient } from './client.js';
import { onDeviceApiClient, type OnDeviceEngineLoader } from './on-device-client.js';
import { CHECK_FIELDS, failureMessage } from './failure-message.js';
import { ApiError } from './problem.js';

/** Issue 31 §5: with `save="false"` the free calculations run here and no request carries the figures. */

const CASE = {
  custodialParentIncome: 3000,
  nonCustodialParentIncome: 5000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  state: 'ohio',
  asOf: '2026-11-01',
};

function onDevice(load?: OnDeviceEngineLoader) {
  const server = createFakeApi('ok');
  return { server, api: onDeviceApiClient(createApiClient('https://api.example', server.fetch), load) };
}

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('onDeviceApiClient', () => {
  it('computes child support, alimony, a schedule and what moves the amount here: the API’s answers, no request', async () => {
    const { server, api } = onDevice();
    expect(await api.calculate('child-support', CASE)).toEqual({ ...calculateChildSupport(CASE), id: null });
    const alimony = { marriageDate: '2012-06-16', separationDate: '2026-03-01', payerIncome: 9000, recipientIncome: 3500, payerExpenses: 4000, recipientExpenses: 3200, alimonyType: 'temporary', payerAge: 45, recipientAge: 43, state: 'new-york', marriageLength: '13', asOf: '2026-11-01' };
    expect(await api.calculate('alimony', alimony)).toEqual({ ...calculateAlimony(alimony), id: null });
    const schedule = { pattern: 'week-on-week-off', year: 2026, startsWith: 'custodial' };
    expect(await api.parentingTime(schedule)).toEqual({ ...calculateParentingTime(schedule), id: null });
    expect(await api.childSupportSensitivity(CASE)).toEqual(childSupportSensitivity(CASE));
    const households = {
      state: 'ohio',
      asOf: '2026-11-01',
      custodial: { grossMonthly: 3000, filingStatus: 'head-of-household' },
      noncustodial: { grossMonthly: 5000, filingStatus: 'single' },
      children: [{ age: 6 }, { age: 9 }],
      custody: { custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 },
    };
    expect(await api.households(households)).toEqual(calculateHouseholds(households));
    expect(server.calls).toEqual([]);
  });

  it('rejects a form as the API would: a 400 with the calculator’s field messages, nothing sent', async () => {
    const { server, api } = onDevice();
    const error = await api.calculate('child-support', { ...CASE, nonCustodialParentIncome: -1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(Object.keys((error as ApiError).fieldErrors())).toEqual(['nonCustodialParentIncome']);
    expect(server.calls).toEqual([]);
  });

  it('says the calculator could not load when the engine’s chunk cannot be fetched', async () => {
    const { server, api } = onDevice(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const error = await api.calculate('budget', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('network');
    expect(server.calls).toEqual([]);
  });

  it('never sends the entries for a worksheet PDF; calls without figures still go to the server', async () => {
    const { server, api } = onDevice();
    await expect(api.worksheetPdf('child-support', CASE)).rejects.toBeInstanceOf(ApiError);
    // A premium calculation is refused before any request, saying why and how to run it.
    const premium = await api.calculatePremium('property-division', { assets: [] }).catch((e: unknown) => e);
    expect(failureMessage(premium, 'calculation', CHECK_FIELDS)).toMatchObject({ title: 'Runs on our server', description: expect.stringContaining('nothing was sent') });
    await api.quizQuestions();
    expect(server.calls.map((call) => call.path)).toEqual(['/api/v1/quiz/financial-wellness']);
  });
});

describe('<ChildSupportCalculator save={false}>', () => {
  it('shows the result computed here, sends nothing, and offers no Download PDF', async () => {
    const server = createFakeApi('ok');
    vi.stubGlobal('fetch', server.fetch);
    const onEvent = vi.fn();
    render(<ChildSupportCalculator state="ohio" save={false} onEvent={onEvent} />);
    const input = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`)!;
    fireEvent.change(input('custodialParentIncome'), { target: { value: '3000' } });
    fireEvent.change(input('nonCustodialParentIncome'), { target: { value: '5000' } });
    fireEvent.change(input('numberOfChildren'), { target: { value: '2' } });
    fireEvent.change(input('custodyArrangement'), { target: { value: 'primary' } });
    fireEvent.change(input('custodialParentTime'), { target: { value: '80' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Calculate Child Support' }));
    });
    await vi.waitFor(() => expect(document.querySelector('[part=amount]')).not.toBeNull(), { timeout: 20_000 });
    const calculated = onEvent.mock.calls.find(([type]) => type === 'securesplit:calculated')?.[1] as { result: { monthlyPayment: number; meta: { asOf: string } }; calculationId: unknown };
    const expected = calculateChildSupport({ ...CASE, custodyArrangement: 'primary', asOf: calculated.result.meta.asOf });
    expect(calculated.result.monthlyPayment).toBe(expected.monthlyPayment);
    expect(calculated.calculationId).toBeNull();
    expect(screen.queryByRole('button', { name: /Download PDF/ })).toBeNull();
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
