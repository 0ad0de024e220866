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

/**
 * A tax as people read it. The engine gives a tax below zero when refundable credits (the additional child
 * tax credit) are more than the tax owed, the rest paid out: "$375 refund (credits beyond the tax owed)",
 * not "-$375".
 */
export function formatTax(value: number): string {
  return value < 0 ? `${formatMoney(-value)} refund (credits beyond the tax owed)` : formatMoney(value);
}

/**
 * A breakdown row for a tax. A refund reads as a phrase ("$1,700 refund (credits beyond the tax owed)") too
 * long to sit on one line beside its label on a phone, so it wraps on its own line under the label.
 */
function taxRow(label: string, value: number, help?: string): BreakdownRow {
  return { label, value: formatTax(value), ...(help ? { help } : {}), kind: value < 0 ? 'text' : 'amount' };
}

/** The same, short, beside a bar. */
const formatTaxShort = (value: number) => (value < 0 ? `${formatMoney(-value)} refund` : formatMoney(value));

/** The same, inside a sentence: "a net refund of $375". */
const taxPhrase = (value: number) => (value < 0 ? `a net refund of ${formatMoney(-value)}` : formatMoney(value));

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
    taxRow(`Current tax (${statusLabel(current.filingStatus)})`, result.currentYearTax, `Federal and state income tax for ${result.taxYear} on the ${currentLabel}, before the divorce.`),
    taxRow(`Your projected tax (${statusLabel(projected.filingStatus)})`, result.projectedTax),
  ];
  if (spouseProjected && result.spouseProjectedTax !== null) {
    comparison.push(
      taxRow(`Spouse’s projected tax (${statusLabel(spouseProjected.filingStatus)})`, result.spouseProjectedTax),
      taxRow('Household tax after the divorce', result.householdProjectedTax),
    );
  }
  comparison.push({
    label: 'Your own change',
    value: formatSignedMoney(result.personalChange),
    help: 'Your projected tax minus your share of the current tax, the current tax being shared by income.',
  });

  const breakdown: BreakdownRow[] = [
    taxRow('Federal tax now', result.federalTaxCurrent),
    taxRow('Federal tax after (yours)', result.federalTaxProjected),
    taxRow('State tax now', result.stateTaxCurrent),
    taxRow('State tax after (yours)', result.stateTaxProjected),
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
    {
      label: 'Effective tax rate',
      // Below zero when refundable credits are more than the tax: a rate of "-11.3%" says nothing to most people.
      value:
        result.breakdown.effectiveTaxRate < 0
          ? `None: a net refund of ${formatRate(-result.breakdown.effectiveTaxRate)} of your income`
          : formatRate(result.breakdown.effectiveTaxRate),
      help: 'Your projected federal and state income tax as a share of your income.',
      // The refund sentence wraps under its label like any sentence (kind text); a rate stays beside it.
      kind: result.breakdown.effectiveTaxRate < 0 ? 'text' : 'amount',
    },
    { label: 'Marginal tax rate', value: formatRate(result.breakdown.marginalTaxRate), help: 'The federal rate on your next dollar of income.' },
  ];

  const bars = [
    { label: `Before: ${currentLabel}`, value: result.currentYearTax, text: formatTaxShort(result.currentYearTax), tone: 'b' as const },
    { label: 'After: you', value: result.projectedTax, text: formatTaxShort(result.projectedTax) },
    ...(result.spouseProjectedTax !== null
      ? [
          { label: 'After: spouse', value: result.spouseProjectedTax, text: formatTaxShort(result.spouseProjectedTax) },
          { label: 'After: household', value: result.householdProjectedTax, text: formatTaxShort(result.householdProjectedTax), tone: increase ? ('bad' as const) : ('good' as const) },
        ]
      : []),
  ];
  const summary =
    `Income tax for ${result.taxYear}: ${taxPhrase(result.currentYearTax)} before the divorce; after it ${taxPhrase(result.projectedTax)} for you` +
    (result.spouseProjectedTax !== null ? `, ${taxPhrase(result.spouseProjectedTax)} for your spouse, ${taxPhrase(result.householdProjectedTax)} for the household.` : '.');

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
