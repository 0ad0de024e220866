import { cleanup, render, screen, within } from '@testing-library/react';
import { calculateTaxImpact, type TaxImpactInput } from '@securesplit/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../../ui/format.js';
import { NOT_TAX_ADVICE, TaxImpactResults } from './TaxImpactResults.js';

afterEach(cleanup);

const base: TaxImpactInput = { annualIncome: 85000, spouseIncome: 40000, numberOfChildren: 0, divorceYear: 2026, state: 'new-york' };

function rowValue(label: string | RegExp): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement!.querySelector('dd')!.textContent!;
}

describe('<TaxImpactResults> with the engine’s results', () => {
  it('shows an increase in red words with a plus sign, the household beside the person, and the details to 1 decimal', () => {
    const result = calculateTaxImpact(base);
    expect(result.taxDifference).toBeGreaterThan(0);
    render(<TaxImpactResults result={result} />);
    expect(screen.getByText('Annual Tax Increase')).toBeTruthy();
    const amount = document.querySelector('[part=amount]')!;
    expect(amount.textContent).toBe(`+${formatMoney(result.taxDifference)}`);
    expect(amount.getAttribute('data-tone')).toBe('increase');
    expect(rowValue('Current tax (married filing jointly)')).toBe(formatMoney(result.currentYearTax));
    expect(rowValue('Your projected tax (single)')).toBe(formatMoney(result.projectedTax));
    expect(rowValue('Spouse’s projected tax (single)')).toBe(formatMoney(result.spouseProjectedTax!));
    expect(rowValue('Household tax after the divorce')).toBe(formatMoney(result.householdProjectedTax));
    expect(rowValue('Federal tax now')).toBe(formatMoney(result.federalTaxCurrent));
    expect(rowValue('State tax after (yours)')).toBe(formatMoney(result.stateTaxProjected));
    expect(rowValue('Effective tax rate')).toBe(`${result.breakdown.effectiveTaxRate.toFixed(1)}%`);
    expect(rowValue('Marginal tax rate')).toMatch(/^\d+\.\d%$/);
    // Alimony and child credits only when they are there (spec part 2, section 2).
    expect(screen.queryByText('Alimony tax impact')).toBeNull();
    expect(screen.queryByText('Child tax credits (yours)')).toBeNull();
    expect(screen.getByText(NOT_TAX_ADVICE)).toBeTruthy();
    expect(screen.getByText('Not tax advice')).toBeTruthy();
    // The chart says in words what it draws.
    const chart = screen.getByRole('img');
    expect(chart.querySelector('title')!.textContent).toContain(`${formatMoney(result.householdProjectedTax)} for the household`);
    expect(screen.getByText('Show the math')).toBeTruthy();
  });

  it('says a tax below zero plainly: a refund of credits beyond the tax owed, never "-$1,125"', () => {
    // A low income with two children at home: the refundable child tax credit is more than the tax owed.
    const result = calculateTaxImpact({ ...base, annualIncome: 10000, spouseIncome: 60000, numberOfChildren: 2, childrenLivingWithYou: 2 });
    expect(result.projectedTax).toBeLessThan(0);
    expect(result.federalTaxCurrent).toBeLessThan(0);
    render(<TaxImpactResults result={result} />);
    const refund = (value: number) => `${formatMoney(-value)} refund (credits beyond the tax owed)`;
    expect(rowValue(/^Your projected tax/)).toBe(refund(result.projectedTax));
    expect(rowValue('Federal tax after (yours)')).toBe(refund(result.federalTaxProjected));
    expect(rowValue('Federal tax now')).toBe(refund(result.federalTaxCurrent));
    expect(rowValue('Household tax after the divorce')).toBe(formatMoney(result.householdProjectedTax));
    const chart = screen.getByRole('img');
    expect(chart.querySelector('title')!.textContent).toContain(`after it a net refund of ${formatMoney(-result.projectedTax)} for you`);
    expect(chart.textContent).toContain(`${formatMoney(-result.projectedTax)} refund`);
    expect(chart.textContent).not.toMatch(/[-−]\$/);
    // No tax or tax rate row reads as a minus amount ("Your own change" is a change, signed on purpose).
    const taxRows = [...document.querySelectorAll('dt')].filter((dt) => /tax/i.test(dt.textContent ?? '') && !/change/i.test(dt.textContent ?? ''));
    expect(taxRows.length).toBeGreaterThan(6);
    for (const dt of taxRows) expect(dt.parentElement!.querySelector('dd')!.textContent, dt.textContent!).not.toMatch(/[-−]/);
    // A refund is a phrase, too long to stay on one line beside its label on a phone: it wraps under it.
    const refundValues = [...document.querySelectorAll<HTMLElement>('dd')].filter((dd) => /refund/.test(dd.textContent ?? ''));
    expect(refundValues.length).toBeGreaterThan(3);
    for (const dd of refundValues) expect(dd.dataset.kind, dd.textContent!).toBe('text');
    expect(rowValue('Effective tax rate')).toBe(`None: a net refund of ${(-result.breakdown.effectiveTaxRate).toFixed(1)}% of your income`);
  });

  it('shows savings, the child tax credit, the alimony effect and every recommendation with its rule', () => {
    const result = calculateTaxImpact({
      ...base,
      annualIncome: 60000,
      spouseIncome: 60000,
      numberOfChildren: 2,
      projectedFilingStatus: 'single',
      alimonyPaid: 12000,
      alimonyInstrumentDate: '2016-05-01',
      mortgageInterest: 14000,
      propertyTaxes: 9000,
    });
    render(<TaxImpactResults result={result} />);
    expect(result.taxDifference).toBeLessThanOrEqual(0);
    expect(screen.getByText('Annual Tax Savings')).toBeTruthy();
    expect(document.querySelector('[part=amount]')!.textContent).toBe(formatMoney(Math.abs(result.taxDifference)));
    expect(result.alimonyTaxBenefit).toBeGreaterThan(0);
    expect(rowValue('Alimony tax impact')).toBe(`+${formatMoney(result.alimonyTaxBenefit)}`);
    expect(rowValue('Child tax credits (yours)')).toBe(formatMoney(result.childTaxCredits));
    const items = within(screen.getByTestId('recommendations')).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(result.recommendations);
    // Head of household is recommended here, citing IRC §2(b); each recommendation names its rule.
    expect(items.some((text) => text?.includes('head of household') && text.includes('IRC §2(b)'))).toBe(true);
    for (const text of items) expect(text).toMatch(/IRC|IRS|P\.L\.|Form|Publication/);
  });
});
