import { calculateHouseholds } from '@securesplit/engine';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../ui/format.js';
import { HouseholdsCalculator } from './HouseholdsCalculator.js';

const TODAY = new Date('2026-12-07T12:00:00Z');

/** The API stand-in answers with the engine's own result for the body sent (as of a fixed day); only the network is replaced. */
function setup(props: Parameters<typeof HouseholdsCalculator>[0] = {}, answer?: (body: Record<string, unknown>) => Response) {
  const posts: { url: string; body: Record<string, unknown>; credentials: RequestCredentials | undefined }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    posts.push({ url: String(input), body, credentials: init?.credentials });
    if (String(input).endsWith('/api/v1/worksheets')) {
      return new Response('%PDF-1.7\n%%EOF\n', { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="securesplit-households.pdf"' } });
    }
    if (answer) return answer(body);
    return new Response(JSON.stringify(calculateHouseholds(body, { today: TODAY })), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  render(<HouseholdsCalculator {...props} />);
  return { posts };
}

const field = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
const change = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function calculate() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Calculate both households' }));
  });
}

function fillPennsylvania() {
  change('state', 'pennsylvania');
  change('custodial.grossMonthly', '4000');
  change('noncustodial.grossMonthly', '6500');
  change('childCount', '2');
  change('children.0.birthDate', '05012012');
  change('children.1.birthDate', '4');
  change('children.1.claimedBy', 'noncustodial');
  change('alimony.monthlyAmount', '500');
  change('alimony.agreementDate', '03/01/2017');
  change('alimony.endDate', '01/01/2029');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<HouseholdsCalculator>', () => {
  it('sends both parents, the children, custody and alimony, and shows both homes as the API answered', async () => {
    const { posts } = setup();
    fillPennsylvania();
    await calculate();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toMatch(/\/api\/v1\/households$/);
    // The figures are not stored: no cookie goes with them.
    expect(posts[0]!.credentials).toBe('omit');
    const body = posts[0]!.body;
    expect(body).toEqual({
      state: 'pennsylvania',
      custodial: { grossMonthly: 4000, filingStatus: 'head-of-household' },
      noncustodial: { grossMonthly: 6500, filingStatus: 'single' },
      children: [
        { birthDate: '2012-05-01', livesWith: 'custodial', claimedBy: 'custodial' },
        { age: 4, livesWith: 'custodial', claimedBy: 'noncustodial' },
      ],
      custody: { custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 },
      alimony: { monthlyAmount: 500, paidBy: 'noncustodial', agreementDate: '2017-03-01', endDate: '2029-01-01' },
    });

    const expected = calculateHouseholds(body, { today: TODAY });
    for (const household of expected.households) {
      const card = document.querySelector<HTMLElement>(`.ss-household-card[data-role=${household.role}]`)!;
      for (const name of ['grossMonthly', 'federalIncomeTax', 'fica', 'stateIncomeTax', 'netMonthly', 'netPerPerson'] as const) {
        expect(Number(card.querySelector(`[data-field=${name}]`)?.getAttribute('data-value')), `${household.role} ${name}`).toBe(household[name]);
      }
      expect(card.querySelector('[data-field=netMonthly]')?.textContent).toBe(formatMoney(household.netMonthly));
    }
    const custodial = within(document.querySelector<HTMLElement>('.ss-household-card[data-role=custodial]')!);
    expect(custodial.getByText('Child support received from the non-custodial parent')).toBeTruthy();
    expect(custodial.getByText('Alimony received')).toBeTruthy();
    expect(custodial.getByText('Per person (3 people)')).toBeTruthy();
    const noncustodial = within(document.querySelector<HTMLElement>('.ss-household-card[data-role=noncustodial]')!);
    expect(noncustodial.getByText('Child support paid')).toBeTruthy();
    expect(noncustodial.getByText('Alimony paid')).toBeTruthy();

    // Both homes' monthly amounts head the result and are read out once.
    const nets = screen.getByTestId('households-nets').textContent!;
    for (const household of expected.households) expect(nets).toContain(formatMoney(household.netMonthly));
    expect(screen.getByTestId('households-announcement').textContent).toBe(
      `Custodial parent’s home: ${formatMoney(expected.households[0]!.netMonthly)} left a month. Non-custodial parent’s home: ${formatMoney(expected.households[1]!.netMonthly)} left a month.`,
    );

    // The timeline as text: today, alimony ending, each child reaching 18.
    const timeline = screen.getByTestId('households-timeline');
    expect(timeline.children).toHaveLength(expected.timeline.length);
    expect(timeline.children[0]!.textContent).toMatch(/^Now \(December 7, 2026\)\. 2 children under the age of emancipation/);
    expect(timeline.textContent).toContain('From January 1, 2029: Alimony ends.');
    expect(timeline.textContent).toContain(`Non-custodial parent’s home: ${formatMoney(expected.timeline[3]!.households[1]!.netMonthly)} left a month`);
    // The state's order of alimony and child support is a step with its source.
    expect(screen.getByText('Order of alimony and child support')).toBeTruthy();
    expect(screen.getByText(/Source: Pa\.R\.C\.P\. 1910\.16-4/)).toBeTruthy();
  });

  it('tells the host page, and makes the PDF of the same input', async () => {
    const events: [string, unknown][] = [];
    URL.createObjectURL = () => 'blob:households';
    URL.revokeObjectURL = () => undefined;
    const { posts } = setup({ onEvent: (type, detail) => events.push([type, detail]) });
    fillPennsylvania();
    await calculate();
    const calculated = events.find(([type]) => type === 'securesplit:calculated')?.[1] as { calculator: string; calculationId: unknown };
    expect(calculated).toMatchObject({ calculator: 'households', calculationId: null });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    });
    await vi.waitFor(() => expect(events.some(([type]) => type === 'securesplit:pdf')).toBe(true));
    expect(posts[1]).toMatchObject({ url: expect.stringMatching(/\/api\/v1\/worksheets$/), body: { calculator: 'households', input: posts[0]!.body } });
    expect(events.find(([type]) => type === 'securesplit:pdf')?.[1]).toEqual({ calculator: 'households' });
  });

  it('checks the form before it asks, and lists what to correct', async () => {
    const { posts } = setup();
    change('alimony.monthlyAmount', '300');
    await calculate();
    expect(posts).toHaveLength(0);
    expect(field('state').getAttribute('aria-invalid')).toBe('true');
    expect(field('custodial.grossMonthly').getAttribute('aria-invalid')).toBe('true');
    expect(field('children.0.birthDate').getAttribute('aria-invalid')).toBe('true');
    expect(field('alimony.agreementDate').getAttribute('aria-invalid')).toBe('true');
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('Please correct 5 fields');
    expect(summary.textContent).toContain('Child 1’s date of birth or age: Give the child’s date of birth (MM/DD/YYYY) or age');
  });

  it('puts the API’s field errors on the fields of their paths and says the result was not worked out', async () => {
    const problem = {
      type: 'https://securesplit.app/problems/validation',
      title: 'Validation failed',
      status: 400,
      errors: [
        { path: 'children.0.age', message: 'Age must be a whole number from 0 to 25' },
        { path: 'custody.nonCustodialParentTime', message: 'Custody time percentages must total 100%' },
      ],
    };
    setup({}, () => new Response(JSON.stringify(problem), { status: 400, headers: { 'content-type': 'application/problem+json' } }));
    fillPennsylvania();
    await calculate();
    expect(field('children.0.birthDate').getAttribute('aria-invalid')).toBe('true');
    expect(field('custody.nonCustodialParentTime').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('households-failure').textContent).toContain('Some entries need a change');
    expect(document.querySelector('.ss-household-card')).toBeNull();
  });

  it('says so when the service cannot answer, and keeps the entries', async () => {
    setup({}, () => new Response(JSON.stringify({ title: 'Internal Server Error', status: 500 }), { status: 500, headers: { 'content-type': 'application/problem+json' } }));
    fillPennsylvania();
    await calculate();
    expect(screen.getByTestId('households-failure').textContent).toContain('Both households could not be worked out just now');
    expect(field('custodial.grossMonthly').value).toBe('4000');
  });

  it('starts from a child-support calculation: state, incomes, children and overnights', () => {
    setup({
      input: {
        state: 'ohio',
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 85.8,
        nonCustodialParentTime: 14.2,
        custodialParentOvernights: 313,
        nonCustodialParentOvernights: 52,
      },
    });
    expect(field('state').value).toBe('ohio');
    expect(field('custodial.grossMonthly').value).toBe('3000');
    expect(field('noncustodial.grossMonthly').value).toBe('5000');
    expect(field('childCount').value).toBe('2');
    expect(document.querySelectorAll('fieldset.ss-child')).toHaveLength(2);
    expect(field('custody.custodialParentOvernights').value).toBe('313');
    expect(field('custody.nonCustodialParentOvernights').value).toBe('52');
  });
});
