import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MONEY_MAXIMUM_DOLLARS, moneyMaximumMessage } from '@securesplit/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../test-support/fake-api.js';
import { AlimonyCalculator } from './AlimonyCalculator.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<AlimonyCalculator> money maximum (issue 9, section 7; contract C4)', () => {
  it('shows the field’s own message under an amount above the maximum and sends nothing', async () => {
    const api = createFakeApi('ok');
    vi.stubGlobal('fetch', api.fetch);
    render(<AlimonyCalculator state="new-york" />);
    const input = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`)!;
    fireEvent.change(input('marriageDate'), { target: { value: '06/15/2010' } });
    fireEvent.change(input('separationDate'), { target: { value: '03/01/2024' } });
    fireEvent.change(input('payerIncome'), { target: { value: '606500060649999800000' } });
    fireEvent.blur(input('payerIncome'));
    fireEvent.change(input('payerAge'), { target: { value: '45' } });
    fireEvent.change(input('recipientAge'), { target: { value: '43' } });
    fireEvent.change(input('alimonyType'), { target: { value: 'temporary' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Calculate Alimony' }));
    });
    const message = moneyMaximumMessage('Paying spouse’s monthly income');
    expect(message).toBe(`Paying spouse’s monthly income must be at most $${MONEY_MAXIMUM_DOLLARS.toLocaleString('en-US')}`);
    expect(screen.getByText(message)).toBeTruthy();
    expect(input('payerIncome').value).toBe('606500060649999800000');
    expect(input('payerIncome').getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).not.toContain('$606,500,060,649,999,800,000');
    expect(api.calls.filter((call) => call.path.includes('/calculators/'))).toEqual([]);

    // The same form with a real income goes through: the maximum was the only problem.
    fireEvent.change(input('payerIncome'), { target: { value: '9000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Calculate Alimony' }));
    });
    expect(api.calls.filter((call) => call.path === '/api/v1/calculators/alimony')).toHaveLength(1);
    expect(screen.queryByText(message)).toBeNull();
  });
});
