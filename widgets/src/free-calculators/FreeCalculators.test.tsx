import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../test-support/fake-api.js';
import { FreeCalculators } from './FreeCalculators.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A field of the tab shown (every panel stays mounted, so names repeat across the hidden ones). */
const field = (name: string) => screen.getByRole('tabpanel').querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`)!;

describe('<FreeCalculators reopen>', () => {
  it('opens the stored calculation’s tab with its inputs and shows its result without a press on Calculate (issue 33)', async () => {
    const api = createFakeApi('ok');
    vi.stubGlobal('fetch', api.fetch);
    const input = {
      marriageDate: '2010-06-15',
      separationDate: '2024-03-01',
      payerIncome: 9000,
      recipientIncome: 3000,
      payerExpenses: 0,
      recipientExpenses: 0,
      alimonyType: 'temporary',
      payerAge: 45,
      recipientAge: 43,
      state: 'new-york',
    };
    render(<FreeCalculators reopen={{ calculator: 'alimony', input }} />);
    expect(screen.getByRole('tab', { name: 'Alimony' }).getAttribute('aria-selected')).toBe('true');
    expect(field('marriageDate').value).toBe('06/15/2010');
    expect(field('alimonyType').value).toBe('temporary');
    expect(field('state').value).toBe('new-york');
    // The stored input is calculated again as it opens: the same input, once, and the result is on the panel.
    await screen.findByText('Estimated monthly alimony');
    const sent = api.calls.filter((call) => call.path.endsWith('/calculators/alimony'));
    expect(sent.map((call) => call.body)).toEqual([input]);
    expect(screen.getByRole('tabpanel').querySelector('[part=amount]')?.textContent).toMatch(/^\$[\d,]+\.\d\d$/);
    // Calculating again sends the same input again.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Calculate Alimony' }));
    });
    expect(api.calls.filter((call) => call.path.endsWith('/calculators/alimony')).map((call) => call.body)).toEqual([input, input]);
  });

  it('an incomplete link fills what it has and calculates nothing, with no error shown before the person acts', async () => {
    const api = createFakeApi('ok');
    vi.stubGlobal('fetch', api.fetch);
    render(<FreeCalculators reopen={{ calculator: 'child-support', input: { nonCustodialParentIncome: '5000', state: 'texas' } }} />);
    await act(async () => undefined);
    expect(field('nonCustodialParentIncome').value).toBe('5000');
    expect(api.calls.filter((call) => call.path.includes('/calculators/'))).toEqual([]);
    expect(screen.getByRole('tabpanel').querySelectorAll('[aria-invalid=true]')).toHaveLength(0);
  });

  it('reopens a child support calculation made with overnights in the overnights mode', async () => {
    const api = createFakeApi('ok');
    vi.stubGlobal('fetch', api.fetch);
    render(
      <FreeCalculators
        reopen={{
          calculator: 'child-support',
          input: { custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2, custodyArrangement: 'shared', custodialParentOvernights: 219, nonCustodialParentOvernights: 146, state: 'texas' },
        }}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Child Support' }).getAttribute('aria-selected')).toBe('true');
    expect(field('custodialParentOvernights').value).toBe('219');
    expect(field('nonCustodialParentOvernights').value).toBe('146');
    expect(field('custodyArrangement').value).toBe('shared');
    await screen.findByText('Estimated monthly child support');
    expect(api.calls.filter((call) => call.path.endsWith('/calculators/child-support'))).toHaveLength(1);
  });
});
