import { cleanup, render, screen, within } from '@testing-library/react';
import { calculateCustodyCosts, type CustodyCostsInput } from '@securesplit/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney, formatPercent } from '../../ui/format.js';
import { CustodyCostsResults } from './CustodyCostsResults.js';

afterEach(cleanup);

const base: CustodyCostsInput = {
  custodyArrangement: '70-30',
  numberOfChildren: 2,
  childAge1: 8,
  childAge2: 4,
  custodialHousingCost: 1800,
  nonCustodialHousingCost: 1200,
  daycareCost: 600,
  distanceBetweenHomes: 10,
  tutoring: 100,
  healthInsurance: 250,
  state: 'new-york',
  costYear: 2026,
};

function rowValue(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).parentElement!.querySelector('dd')!.textContent!;
}

describe('<CustodyCostsResults> with the engine’s results', () => {
  it('shows how housing is the children’s share of each home (issue 33 §4)', () => {
    // $1,800 and $1,200 homes, two children: their bedrooms, 2 of 4 rooms: $900 + $600 = $1,500 (was 2/3: $2,000).
    const result = calculateCustodyCosts(base);
    render(<CustodyCostsResults result={result} />);
    expect(rowValue('Housing (children’s share)')).toBe('$1,500');
    const how = screen.getByTestId('housing-share').textContent!;
    expect(how).toContain('Housing is the children’s share, not the whole rent or mortgage: $900 of the custodial home and $600 of the other home (50% of each).');
    expect(how).toContain('USDA counts a child’s housing by the cost of an additional bedroom'.replace('’', "'"));
  });

  it('shows the totals, each parent’s part, the monthly breakdown, the sharing badge and per-child cost', () => {
    const result = calculateCustodyCosts({ ...base, custodialParentIncome: 4000, nonCustodialParentIncome: 6000 });
    render(<CustodyCostsResults result={result} />);
    expect(document.querySelector('[part=amount]')!.textContent).toBe(formatMoney(result.totalAnnualCost));
    expect(rowValue('Custodial parent’s costs')).toBe(formatMoney(result.custodialParentCosts));
    expect(rowValue('Non-custodial parent’s costs')).toBe(formatMoney(result.nonCustodialParentCosts));
    expect(rowValue('Annual cost per child')).toBe(formatMoney(result.perChildCost));
    expect(rowValue('Housing (children’s share)')).toBe(formatMoney(result.monthlyCostBreakdown.housing));
    expect(rowValue('Childcare')).toBe('$600');
    expect(rowValue('Healthcare')).toBe('$250');
    // By income: 4,000 of 10,000 is 40%.
    expect(screen.getByTestId('suggested-sharing').textContent).toBe('Suggested sharing: 40% / 60% by income');
    expect(rowValue('Time with the custodial parent')).toBe(formatPercent(70));
    expect(result.custodialParentCosts).toBeCloseTo(result.totalAnnualCost * 0.4, 2);
    // Two charts, each with its words.
    const charts = screen.getAllByRole('img');
    expect(charts).toHaveLength(2);
    expect(charts[0]!.querySelector('title')!.textContent).toContain(`Childcare ${formatMoney(600)}`);
    expect(charts[1]!.querySelector('title')!.textContent).toContain('custodial parent 40%');
  });

  it('says what New York’s guideline adds on and what the basic amount covers, and lists the recommendations', () => {
    const result = calculateCustodyCosts(base);
    render(<CustodyCostsResults result={result} />);
    const coverage = screen.getByTestId('guideline-coverage');
    expect(result.guidelineCoverage.addedOn).toContain('childcare');
    expect(coverage.textContent).toContain(`Added on top of the basic support amount and shared by income: ${result.guidelineCoverage.addedOn.join(' and ')}.`);
    expect(coverage.textContent).toContain('housing, food, transportation');
    expect(screen.getByText(result.guidelineCoverage.note, { selector: 'p' })).toBeTruthy();
    expect(within(screen.getByTestId('recommendations')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(result.recommendations);
    // Without incomes the sharing is by time and the badge says so.
    expect(screen.getByTestId('suggested-sharing').textContent).toBe('Suggested sharing: 70% / 30% by time');
    expect(screen.getByText(/Shared by time/)).toBeTruthy();
  });

  it('shows USDA’s typical amounts beside the user’s figures in a labelled scroll region, and which it added', () => {
    // New York (urban Northeast), no incomes: middle group assumed; children 8 and 4; 2026 → 2025 CPI-U.
    const shown = calculateCustodyCosts(base);
    render(<CustodyCostsResults result={shown} />);
    const section = screen.getByTestId('typical-amounts');
    expect(within(section).getByRole('heading', { name: 'Typical amounts (USDA)' })).toBeTruthy();
    const region = within(section).getByRole('region', { name: 'Your figures and USDA typical amounts, a month' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(section.textContent).toContain('Urban Northeast (USDA table 2)');
    expect(section.textContent).toContain('2025 dollars (latest CPI-U annual average)');
    const row = (category: string) => section.querySelector(`[data-category=${category}]`)!.textContent!;
    // Child care: the user's $600 daycare + $100 tutoring; health care: $250.
    expect(row('childCareAndEducation')).toContain('$700');
    expect(row('childCareAndEducation')).toContain('Your figure');
    expect(row('food')).toContain('No field');
    expect(row('food')).toContain('Empty: not added');
    expect(row('housing')).toContain('For comparison');
    const food = shown.typicalAmounts.categories.find((c) => c.category === 'food')!;
    expect(row('food')).toContain(formatMoney(food.typicalMonthly));
    cleanup();

    const used = calculateCustodyCosts({ ...base, useTypicalAmounts: true });
    render(<CustodyCostsResults result={used} />);
    const usedSection = screen.getByTestId('typical-amounts');
    expect(usedSection.querySelector('[data-category=food]')!.textContent).toContain('Added: USDA typical (estimate)');
    expect(usedSection.querySelector('[data-category=healthCare]')!.textContent).toContain('Your figure');
    expect(rowValue('Healthcare')).toBe('$250');
    expect(screen.getByText('Food: USDA typical (estimate)')).toBeTruthy(); // in Show the math
    expect(used.totalAnnualCost).toBeGreaterThan(shown.totalAnnualCost);
  });
});
