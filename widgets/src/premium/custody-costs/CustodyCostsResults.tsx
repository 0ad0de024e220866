import type { CustodyCostsResult } from '@securesplit/engine';
import { useId } from 'react';
import { Breakdown } from '../../results/Breakdown.js';
import { BarChart } from '../../results/bar-chart.js';
import { Worksheet } from '../../results/Worksheet.js';
import { ResultHeadline } from '../../results/ResultHeadline.js';
import { formatMoney, formatPercent } from '../../ui/format.js';
import { ShareBar } from '../shared/index.js';

/** The monthly breakdown's categories in the spec's order (part 2, section 2), as the results name them. */
export const CATEGORY_LABELS = {
  housing: 'Housing (children’s share)',
  childcare: 'Childcare',
  transportation: 'Transportation',
  activities: 'Activities & education',
  healthcare: 'Healthcare',
  other: 'Other',
} as const satisfies Record<keyof CustodyCostsResult['monthlyCostBreakdown'], string>;

type Typical = CustodyCostsResult['typicalAmounts'];

function typicalStatus(category: Typical['categories'][number], label: string): string {
  if (category.comparisonOnly) return 'For comparison';
  if (category.used) return `Added: ${label}`;
  if (category.empty) return category.typicalMonthly > 0 ? 'Empty: not added' : 'Empty';
  return 'Your figure';
}

/**
 * Issue 13: USDA's typical amounts beside the user's own figures, which categories were empty, and which
 * were filled. The table scrolls inside its own labelled region so that the page never does at 320 px.
 */
function TypicalAmounts({ typical }: { typical: Typical }) {
  // Unique per instance: two custody calculators on one React page must not share these ids.
  const id = useId();
  const captionId = `${id}-caption`;
  const headingId = `${id}-heading`;
  return (
    <section data-testid="typical-amounts" aria-labelledby={headingId}>
      <h4 id={headingId}>Typical amounts (USDA)</h4>
      <p className="ss-hint">
        {typical.table.name} (USDA table {typical.table.number}), household income {typical.incomeGroup.label}
        {typical.incomeGroup.assumed ? ' (assumed: both incomes were not given)' : ''}, in {typical.priceLevel.label}. Each is {typical.label}, for {typical.table.basis}.
      </p>
      <div className="ss-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="ss-typical">
          <caption id={captionId}>Your figures and USDA typical amounts, a month</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col" className="ss-num">
                Yours
              </th>
              <th scope="col" className="ss-num">
                USDA typical
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {typical.categories.map((category) => (
              <tr key={category.category} data-category={category.category}>
                <th scope="row">{category.label}</th>
                <td className="ss-num">{category.yourMonthly === null ? 'No field' : formatMoney(category.yourMonthly)}</td>
                <td className="ss-num">{formatMoney(category.typicalMonthly)}</td>
                <td>{typicalStatus(category, typical.label)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="ss-notes">
        {typical.notes.slice(1).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className="ss-hint">
        Sources:{' '}
        {typical.sources.map((source, index) => (
          <span key={source.title}>
            {index > 0 ? '; ' : ''}
            {source.url ? <a href={source.url}>{source.title}</a> : source.title}
          </span>
        ))}
        .
      </p>
    </section>
  );
}

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The custody cost result (spec part 2, section 2): total annual child costs, each parent's part,
 * the monthly breakdown, the suggested sharing, the cost per child, what the state's child support
 * guideline already covers and what it adds on, the recommendations and the math.
 */
export function CustodyCostsResults({ result }: { result: CustodyCostsResult }) {
  const categories = Object.entries(CATEGORY_LABELS) as [keyof typeof CATEGORY_LABELS, string][];
  const monthlyTotal = categories.reduce((sum, [key]) => sum + result.monthlyCostBreakdown[key], 0);
  const sharing = result.costSharing;
  const byIncome = sharing.basis === 'income';
  const categorySummary = `Monthly child costs by category: ${categories.map(([key, label]) => `${label} ${formatMoney(result.monthlyCostBreakdown[key])}`).join(', ')}.`;
  const sharingSummary = `Suggested sharing by ${sharing.basis}: custodial parent ${formatPercent(sharing.custodialPercentage)} (${formatMoney(result.custodialParentCosts)} a year), non-custodial parent ${formatPercent(sharing.nonCustodialPercentage)} (${formatMoney(result.nonCustodialParentCosts)} a year).`;
  const coverage = result.guidelineCoverage;
  const state = result.meta.jurisdictionName;
  const housing = result.housingShare;
  return (
    <>
      <ResultHeadline label="Total Annual Child Costs" amount={formatMoney(result.totalAnnualCost)}>
        <span className="ss-hint">Both homes together: {formatMoney(Math.round(monthlyTotal * 100) / 100)} a month.</span>
      </ResultHeadline>
      <Breakdown
        rows={[
          { label: 'Custodial parent’s costs', value: formatMoney(result.custodialParentCosts), help: 'The custodial parent’s part of the annual cost under the suggested sharing.' },
          { label: 'Non-custodial parent’s costs', value: formatMoney(result.nonCustodialParentCosts), help: 'The other parent’s part of the annual cost under the suggested sharing.' },
          { label: 'Annual cost per child', value: formatMoney(result.perChildCost) },
        ]}
      />
      <h4>Monthly cost breakdown</h4>
      <Breakdown rows={[...categories.map(([key, label]) => ({ label, value: formatMoney(result.monthlyCostBreakdown[key]) })), { label: 'Monthly total', value: formatMoney(Math.round(monthlyTotal * 100) / 100) }]} />
      <p className="ss-hint" data-testid="housing-share">
        Housing is the children’s share, not the whole rent or mortgage: {formatMoney(housing.custodialHome)} of the custodial home and {formatMoney(housing.otherHome)} of the other
        home ({formatPercent(housing.childrenPercent)} of each). {housing.method}
      </p>
      <BarChart bars={categories.map(([key, label]) => ({ label, value: result.monthlyCostBreakdown[key], text: formatMoney(result.monthlyCostBreakdown[key]) }))} summary={categorySummary} />
      <TypicalAmounts typical={result.typicalAmounts} />
      <h4>Cost sharing</h4>
      <p>
        <span className="ss-badge" data-testid="suggested-sharing">
          Suggested sharing: {sharing.suggestedSharing}
        </span>
      </p>
      <Breakdown
        rows={[
          { label: 'Custodial parent', value: formatPercent(sharing.custodialPercentage) },
          { label: 'Non-custodial parent', value: formatPercent(sharing.nonCustodialPercentage) },
          {
            label: 'Time with the custodial parent',
            value: formatPercent(result.timeShare.custodialPercentage),
            help: `From the arrangement: ${result.timeShare.basis}.`,
          },
        ]}
      />
      <ShareBar first="Custodial" second="Non-custodial" firstPercent={sharing.custodialPercentage} description={sharingSummary} />
      <p className="ss-hint">
        {byIncome
          ? 'Shared by income: each parent’s share of the two incomes, as child support guidelines share costs.'
          : 'Shared by time, because both incomes were not given: each parent’s share of the year with the children.'}
      </p>
      <h4>What {state}’s child support already covers</h4>
      {coverage.addedOn.length > 0 || coverage.inBasicObligation.length > 0 ? (
        <ul className="ss-list" data-testid="guideline-coverage">
          <li>
            Added on top of the basic support amount and shared by income:{' '}
            {coverage.addedOn.length > 0 ? listInWords(coverage.addedOn) : 'neither childcare nor health insurance, as this engine computes the guideline'}.
          </li>
          <li>Meant to be covered by the basic support amount: {listInWords(coverage.inBasicObligation)}.</li>
        </ul>
      ) : null}
      <p className="ss-hint">{coverage.note}</p>
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
