import type { TaxImpactResult } from '@securesplit/engine';
import { Breakdown, type BreakdownRow } from '../../results/Breakdown.js';
import { BarChart } from '../../results/bar-chart.js';
import { Worksheet } from '../../results/Worksheet.js';
import { formatMoney, formatSignedMoney } from '../../ui/format.js';
import { ResultHeadline } from '../../results/ResultHeadline.js';

/** The filing statuses as the form and the results name them. */
export const FILING_STATUS_LABELS = {
  'married-joint': 'Married filing jointly',
  'married-separate': 'Married filing separately',
  single: 'Single',
  'head-of-household': 'Head of household',
} as const;

/** Spec part 2, section 1: the tax page's disclaimer. */
export const NOT_TAX_ADVICE = 'These results are estimates for planning, not tax advice. Consult a tax professional before you file or change your withholding.';

/** A rate to one decimal (spec part 2, section 9). */
export function formatRate(value: number): string {
  return `${value.toFixed(1)}%`;
}

function statusLabel(status: keyof typeof FILING_STATUS_LABELS): string {
  return FILING_STATUS_LABELS[status].toLowerCase();
}

/**
 * The tax impact result (spec part 2, section 2, plus the household view of issue 13): the headline
 * change, current against projected for this person and the household, the federal and state
 * breakdown, the tax details, the recommendations with the rules they cite, the disclaimer and the math.
 */
export function TaxImpactResults({ result }: { result: TaxImpactResult }) {
  const increase = result.taxDifference > 0;
  const { current, projected, spouseProjected } = result.scenarios;
  const currentLabel = result.scenarios.current.filingStatus === 'married-joint' ? 'joint return' : 'separate returns';

  const comparison: BreakdownRow[] = [
    { label: `Current tax (${statusLabel(current.filingStatus)})`, value: formatMoney(result.currentYearTax), help: `Federal and state income tax for ${result.taxYear} on the ${currentLabel}, before the divorce.` },
    { label: `Your projected tax (${statusLabel(projected.filingStatus)})`, value: formatMoney(result.projectedTax) },
  ];
  if (spouseProjected && result.spouseProjectedTax !== null) {
    comparison.push(
      { label: `Spouse’s projected tax (${statusLabel(spouseProjected.filingStatus)})`, value: formatMoney(result.spouseProjectedTax) },
      { label: 'Household tax after the divorce', value: formatMoney(result.householdProjectedTax) },
    );
  }
  comparison.push({
    label: 'Your own change',
    value: formatSignedMoney(result.personalChange),
    help: 'Your projected tax minus your share of the current tax, the current tax being shared by income.',
  });

  const breakdown: BreakdownRow[] = [
    { label: 'Federal tax now', value: formatMoney(result.federalTaxCurrent) },
    { label: 'Federal tax after (yours)', value: formatMoney(result.federalTaxProjected) },
    { label: 'State tax now', value: formatMoney(result.stateTaxCurrent) },
    { label: 'State tax after (yours)', value: formatMoney(result.stateTaxProjected) },
  ];
  if (result.alimonyTaxBenefit !== 0) {
    breakdown.push({
      label: 'Alimony tax impact',
      value: formatSignedMoney(result.alimonyTaxBenefit),
      help: 'Tax saved (+) or added (−) for you by how alimony is taxed: deductible and taxable only under instruments executed before 2019.',
    });
  }
  if (result.childTaxCredits > 0) breakdown.push({ label: 'Child tax credits (yours)', value: formatMoney(result.childTaxCredits) });

  const details: BreakdownRow[] = [
    { label: 'Standard deduction', value: formatMoney(result.breakdown.standardDeduction) },
    { label: 'Itemized deductions', value: formatMoney(result.breakdown.itemizedDeductions), help: `Mortgage interest, charity and state and local taxes up to the ${result.taxYear} cap of ${formatMoney(result.breakdown.saltCap)}.` },
    { label: 'Taxable income', value: formatMoney(result.breakdown.taxableIncome) },
    { label: 'Effective tax rate', value: formatRate(result.breakdown.effectiveTaxRate), help: 'Your projected federal and state income tax as a share of your income.' },
    { label: 'Marginal tax rate', value: formatRate(result.breakdown.marginalTaxRate), help: 'The federal rate on your next dollar of income.' },
  ];

  const bars = [
    { label: `Before: ${currentLabel}`, value: result.currentYearTax, text: formatMoney(result.currentYearTax), tone: 'b' as const },
    { label: 'After: you', value: result.projectedTax, text: formatMoney(result.projectedTax) },
    ...(result.spouseProjectedTax !== null
      ? [
          { label: 'After: spouse', value: result.spouseProjectedTax, text: formatMoney(result.spouseProjectedTax) },
          { label: 'After: household', value: result.householdProjectedTax, text: formatMoney(result.householdProjectedTax), tone: increase ? ('bad' as const) : ('good' as const) },
        ]
      : []),
  ];
  const summary =
    `Income tax for ${result.taxYear}: ${formatMoney(result.currentYearTax)} before the divorce; after it ${formatMoney(result.projectedTax)} for you` +
    (result.spouseProjectedTax !== null ? `, ${formatMoney(result.spouseProjectedTax)} for your spouse, ${formatMoney(result.householdProjectedTax)} for the household.` : '.');

  return (
    <>
      <ResultHeadline label={increase ? 'Annual Tax Increase' : 'Annual Tax Savings'} amount={increase ? `+${formatMoney(result.taxDifference)}` : formatMoney(Math.abs(result.taxDifference))} tone={increase ? 'increase' : 'savings'}>
        <span className="ss-hint">
          Household income tax for {result.taxYear} after the divorce compared with before ({result.meta.jurisdictionName} and federal).
        </span>
      </ResultHeadline>
      <div className="ss-estimate" role="note">
        <span className="ss-badge">Not tax advice</span> {NOT_TAX_ADVICE}
      </div>
      <h4>Current and projected</h4>
      <Breakdown rows={comparison} />
      <BarChart bars={bars} summary={summary} />
      <h4>Tax breakdown</h4>
      <Breakdown rows={breakdown} />
      <h4>Tax details (after the divorce)</h4>
      <Breakdown rows={details} />
      {result.recommendations.length > 0 ? (
        <>
          <h4>Recommendations</h4>
          <ul className="ss-list" data-testid="recommendations">
            {result.recommendations.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      ) : null}
      {result.meta.approximations.length > 0 ? (
        <details className="ss-worksheet">
          <summary>What this estimate assumes</summary>
          <ul className="ss-notes">
            {result.meta.approximations.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <Worksheet steps={result.steps} meta={result.meta} />
    </>
  );
}
