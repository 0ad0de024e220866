import { useId } from 'react';
import type { BudgetResult } from '@securesplit/engine';
import { formatMoney, formatPercent } from '../ui/format.js';
import { useOptionalI18n, useSay } from '../runtime/i18n.js';

const WIDTH = 320;

/** Each parent's share of combined income, as one bar split in two, with the numbers in words. */
export function IncomeShareChart({ nonCustodialPercentage }: { nonCustodialPercentage: number }) {
  const id = useId();
  const ncp = Math.min(100, Math.max(0, nonCustodialPercentage));
  const cp = Math.round((100 - ncp) * 100) / 100;
  const split = (WIDTH * ncp) / 100;
  const text = `Income shares: non-custodial parent ${formatPercent(ncp)}, custodial parent ${formatPercent(cp)} of combined income.`;
  return (
    <figure className="ss-chart" part="chart">
      <svg viewBox={`0 0 ${WIDTH} 52`} role="img" aria-labelledby={`${id}-t`}>
        <title id={`${id}-t`}>{text}</title>
        <rect x="0" y="0" width={split} height="24" className="ss-fill-a" />
        <rect x={split} y="0" width={WIDTH - split} height="24" className="ss-fill-b" />
        <text x="0" y="44">Non-custodial {formatPercent(ncp)}</text>
        <text x={WIDTH} y="44" textAnchor="end">
          Custodial {formatPercent(cp)}
        </text>
      </svg>
      <figcaption>{text}</figcaption>
    </figure>
  );
}

/** Income against expenses, then expenses by category, largest first. */
export function BudgetCharts({ result }: { result: BudgetResult }) {
  const id = useId();
  const say = useSay();
  // Money in the reader's language where the budget speaks it; the same figures in English otherwise.
  const money = useOptionalI18n()?.money ?? formatMoney;
  const top = Math.max(result.totalIncome, result.totalExpenses, 1);
  const categories = result.categories.filter((c) => c.amount > 0).sort((a, b) => b.amount - a.amount);
  const incomeText = say('budget.chart.income', `Monthly income ${formatMoney(result.totalIncome)} against expenses ${formatMoney(result.totalExpenses)}.`, { income: money(result.totalIncome), expenses: money(result.totalExpenses) });
  const categoryLabel = (c: BudgetResult['categories'][number]) => say(`budget.category.${c.category}`, c.label);
  const list = categories.map((c) => say('budget.chart.category', `${c.label} ${formatMoney(c.amount)} (${formatPercent(c.shareOfExpenses)})`, { label: categoryLabel(c), amount: money(c.amount), share: formatPercent(c.shareOfExpenses) })).join(', ');
  const categoryText = say('budget.chart.categories', `Expenses by category: ${list}.`, { list });
  const rowHeight = 26;
  return (
    <>
      <figure className="ss-chart" part="chart">
        <svg viewBox={`0 0 ${WIDTH} 64`} role="img" aria-labelledby={`${id}-i`}>
          <title id={`${id}-i`}>{incomeText}</title>
          <text x="0" y="13">{say('budget.chart.incomeBar', 'Income')}</text>
          <rect x="80" y="2" width={((WIDTH - 80) * result.totalIncome) / top} height="16" className="ss-fill-good" />
          <text x="0" y="45">{say('budget.chart.expensesBar', 'Expenses')}</text>
          <rect x="80" y="34" width={((WIDTH - 80) * result.totalExpenses) / top} height="16" className={result.isDeficit ? 'ss-fill-bad' : 'ss-fill-a'} />
        </svg>
        <figcaption>{incomeText}</figcaption>
      </figure>
      {categories.length > 0 ? (
        <figure className="ss-chart" part="chart">
          <svg viewBox={`0 0 ${WIDTH} ${categories.length * rowHeight}`} role="img" aria-labelledby={`${id}-c`}>
            <title id={`${id}-c`}>{categoryText}</title>
            {categories.map((c, index) => (
              <g key={c.category}>
                <text x="0" y={index * rowHeight + 15}>
                  {categoryLabel(c)}
                </text>
                <rect x="120" y={index * rowHeight + 4} width={Math.max(1, ((WIDTH - 170) * c.shareOfExpenses) / 100)} height="14" className="ss-fill-a" />
                <text x={WIDTH} y={index * rowHeight + 15} textAnchor="end">
                  {formatPercent(c.shareOfExpenses)}
                </text>
              </g>
            ))}
          </svg>
          <figcaption>{categoryText}</figcaption>
        </figure>
      ) : null}
    </>
  );
}
