import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FreeCalculators } from '../free-calculators/FreeCalculators.js';
import { createFakeApi } from '../test-support/fake-api.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ALIMONY = {
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

/** Reopening the stored alimony input shows its result (issue 33): wait for it. */
async function calculate(): Promise<void> {
  await screen.findByText('Estimated monthly alimony');
}

const REVIEW_BUTTON = 'Book Priority CDFA Review ($99)';

describe('the results panel’s priority-review mode', () => {
  it('offers no $99 review without a host handler (partner embeds)', async () => {
    vi.stubGlobal('fetch', createFakeApi('ok').fetch);
    render(<FreeCalculators reopen={{ calculator: 'alimony', input: ALIMONY }} />);
    await calculate();
    expect(screen.getByRole('button', { name: 'Get Expert Guidance' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: REVIEW_BUTTON })).toBeNull();
  });

  it('shows the $99 review on a result, calls the host once, and is Processing... until the host settles', async () => {
    vi.stubGlobal('fetch', createFakeApi('ok').fetch);
    let settle: () => void = () => undefined;
    const onPriorityReview = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<FreeCalculators reopen={{ calculator: 'alimony', input: ALIMONY }} onPriorityReview={onPriorityReview} />);
    expect(screen.queryByRole('button', { name: REVIEW_BUTTON })).toBeNull();
    await calculate();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: REVIEW_BUTTON }));
    });
    expect(onPriorityReview).toHaveBeenCalledTimes(1);
    const processing = screen.getByRole<HTMLButtonElement>('button', { name: 'Processing...' });
    expect(processing.disabled).toBe(true);
    await act(async () => settle());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: REVIEW_BUTTON }).disabled).toBe(false);
  });

  it('clears Processing... when the host’s checkout fails (the host shows its own toast)', async () => {
    vi.stubGlobal('fetch', createFakeApi('ok').fetch);
    const onPriorityReview = vi.fn(() => Promise.reject(new Error('checkout refused')));
    render(<FreeCalculators reopen={{ calculator: 'alimony', input: ALIMONY }} onPriorityReview={onPriorityReview} />);
    await calculate();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: REVIEW_BUTTON }));
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: REVIEW_BUTTON }).disabled).toBe(false);
  });
});
