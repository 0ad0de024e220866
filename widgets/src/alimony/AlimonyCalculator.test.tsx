import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { calculateAlimony, MONEY_MAXIMUM_DOLLARS, moneyMaximumMessage } from '@securesplit/engine';
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

/** The API as the server answers: the engine's own result for what was sent. */
function engineFetch(): typeof fetch {
  return (async (_url: RequestInfo | URL, init?: RequestInit) =>
    new Response(JSON.stringify({ ...calculateAlimony(JSON.parse(String(init?.body))), id: 7, saved: true }), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
}

async function calculateTexas(extra: Record<string, string> = {}): Promise<void> {
  render(<AlimonyCalculator state="texas" />);
  const input = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`)!;
  const entries = { marriageDate: '06/15/2010', separationDate: '03/01/2024', payerIncome: '8000', payerAge: '45', recipientAge: '43', alimonyType: 'permanent', ...extra };
  for (const [name, value] of Object.entries(entries)) fireEvent.change(input(name), { target: { value } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Alimony' }));
  });
  await screen.findByTestId('result-announcement');
  await vi.waitFor(() => expect(document.querySelector('[part=amount]')).not.toBeNull());
}

describe('<AlimonyCalculator> a need-or-limit rule without the receiving spouse’s expenses (issue 33)', () => {
  it('shows Texas’s $1,600 as the legal ceiling, not as the estimated alimony, and says what the amount needs', async () => {
    vi.stubGlobal('fetch', engineFetch());
    await calculateTexas();
    const headline = document.querySelector('.ss-headline')!;
    expect(headline.textContent).toContain('Legal ceiling on monthly alimony');
    expect(headline.textContent).not.toContain('Estimated monthly alimony');
    expect(document.querySelector('[part=amount]')?.textContent).toBe('$1,600');
    expect(screen.getByTestId('ceiling-note').textContent).toContain('The most Texas law allows, not an estimate of the award');
    expect(screen.queryByText(/Likely range/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enter the receiving spouse’s expenses' }));
    expect(document.activeElement?.getAttribute('name')).toBe('recipientExpenses');
  });

  it('with the expenses entered, shows the estimated amount as before', async () => {
    vi.stubGlobal('fetch', engineFetch());
    await calculateTexas({ recipientIncome: '2000', recipientExpenses: '3000' });
    expect(document.querySelector('.ss-headline')?.textContent).toContain('Estimated monthly alimony');
    expect(screen.queryByTestId('ceiling-note')).toBeNull();
    expect(screen.queryByTestId('ceiling-needs')).toBeNull();
  });
});

describe('<AlimonyCalculator locale="es"> (issue 27)', () => {
  it('shows the form, its checks and the result in Spanish, and asks the API in Spanish', async () => {
    const api = createFakeApi('ok');
    const sent: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('accept-language') ?? '');
      return api.fetch(input, init);
    });
    render(<AlimonyCalculator state="new-york" locale="es" />);
    expect(screen.getByRole('heading', { name: 'Calculadora de manutención del cónyuge' })).toBeTruthy();
    expect(screen.getByLabelText(/Ingreso mensual del cónyuge que paga/)).toBeTruthy();
    expect(screen.getByText('Indique ambas fechas para ver la duración del matrimonio.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Calcular la manutención del cónyuge' }));
    });
    expect(screen.getByText('La fecha de matrimonio es obligatoria')).toBeTruthy();
    expect(screen.getAllByText('La edad es obligatoria')).toHaveLength(2);
    const input = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`)!;
    fireEvent.change(input('marriageDate'), { target: { value: '06/15/2010' } });
    fireEvent.change(input('separationDate'), { target: { value: '03/01/2024' } });
    expect(screen.getByText('Duración del matrimonio: 13 años y 8 meses')).toBeTruthy();
    fireEvent.change(input('payerIncome'), { target: { value: '9000' } });
    fireEvent.change(input('payerAge'), { target: { value: '45' } });
    fireEvent.change(input('recipientAge'), { target: { value: '43' } });
    fireEvent.change(input('alimonyType'), { target: { value: 'temporary' } });
    expect(input('alimonyType').querySelector('option[value=temporary]')?.textContent).toBe('Temporal');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Calcular la manutención del cónyuge' }));
    });
    expect(await screen.findByText('Notas importantes')).toBeTruthy();
    expect(sent.filter(Boolean)).toEqual(['es']);
    expect(screen.queryByText(/Estimated monthly alimony|Important Notes|Calculate Alimony|Legal ceiling/)).toBeNull();
  });
});
