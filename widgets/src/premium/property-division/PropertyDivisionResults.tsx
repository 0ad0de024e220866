import type { PropertyDivisionResult } from '@securesplit/engine';
import { Breakdown } from '../../results/Breakdown.js';
import { ResultHeadline } from '../../results/ResultHeadline.js';
import { formatMoney, formatPercent } from '../../ui/format.js';
import { ShareBar } from '../shared/ShareBar.js';
import { SPOUSE, spouses } from './spouses.js';

type Item = PropertyDivisionResult['breakdown']['realEstate']['items'][number];

const METHOD_LABELS: Record<PropertyDivisionResult['divisionMethod'], string> = {
  '50-50': '50/50 division',
  '60-40': '60/40 division',
  '70-30': '70/30 division',
  custom: 'Custom division',
};
const REGIME_LABELS: Record<PropertyDivisionResult['regime']['kind'], string> = {
  'community-property': 'Community property state',
  'equitable-distribution': 'Equitable distribution state',
};
const CATEGORY_LABELS: Record<Item['category'], string> = {
  realEstate: 'Real estate',
  vehicles: 'Vehicle',
  financialAssets: 'Financial asset',
  debts: 'Debt',
};
const KEEPER_LABELS: Record<NonNullable<Item['keptBy']>, string> = { spouse1: SPOUSE.spouse1.name, spouse2: SPOUSE.spouse2.name, sell: 'Sold' };

/** "You (Spouse 1) pay your spouse (Spouse 2) $15,000", "Your spouse (Spouse 2) pays you (Spouse 1) $15,000". */
function paymentSentence(payer: 'spouse1' | 'spouse2', amount: string): string {
  return payer === 'spouse1' ? `${SPOUSE.spouse1.subject} pay ${SPOUSE.spouse2.object} ${amount} to reach the chosen split.` : `${SPOUSE.spouse2.subject} pays ${SPOUSE.spouse1.object} ${amount} to reach the chosen split.`;
}

/** The citations of the regime and of what the state presumes: the worksheet lines that carry them, linked to their source. */
function regimeSources(result: PropertyDivisionResult) {
  const titles = result.steps.filter((step) => step.label === 'Property regime' || step.label === 'What the state presumes').map((step) => step.source);
  return [...new Set(titles.filter((t): t is string => Boolean(t)))].map((title) => result.meta.sources.find((s) => s.title === title) ?? { title, url: undefined });
}

/** Each spouse's share of the net marital estate as one bar, with the same figures in words. */
export function DivisionChart({ result }: { result: PropertyDivisionResult }) {
  if (result.netWorth <= 0) return null;
  const share1 = Math.min(100, Math.max(0, result.spouse1Percentage));
  const text = `Division of the net marital estate of ${formatMoney(result.netWorth)}: ${SPOUSE.spouse1.object} ${formatMoney(result.spouse1NetValue)} (${formatPercent(share1)}), ${SPOUSE.spouse2.object} ${formatMoney(result.spouse2NetValue)} (${formatPercent(100 - share1)}).`;
  return <ShareBar first={SPOUSE.spouse1.name} second={SPOUSE.spouse2.name} firstPercent={share1} description={text} />;
}

function ItemsTable({ caption, items }: { caption: string; items: readonly Item[] }) {
  if (items.length === 0) return null;
  return (
    <table className="ss-items">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Kept by</th>
          <th scope="col" className="ss-num">
            Net value
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={`${index}-${item.name}`}>
            <td>
              {item.name}
              <span className="ss-formula">{CATEGORY_LABELS[item.category]}</span>
            </td>
            <td>{item.keptBy ? KEEPER_LABELS[item.keptBy] : 'Not decided'}</td>
            <td className="ss-num">{formatMoney(item.netValue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Spec part 2, section 2: the total net marital estate, each spouse's net value, the breakdown (debts
 * negative) and the division method's badge; beyond it the state's regime with its citation, the
 * equalization payment, separate property apart, and pre-tax retirement at an estimated after-tax value.
 */
export function PropertyDivisionResults({ result }: { result: PropertyDivisionResult }) {
  const { breakdown, equalization, retirement, separateProperty } = result;
  const marital = [...breakdown.realEstate.items, ...breakdown.vehicles.items, ...breakdown.financialAssets.items, ...breakdown.debts.items];
  const separate = [...separateProperty.spouse1.items, ...separateProperty.spouse2.items];
  return (
    <>
      <p>
        <span className="ss-badge" data-testid="division-method">
          {METHOD_LABELS[result.divisionMethod]}
          {result.divisionMethod === 'custom' ? ` (you, Spouse 1: ${formatPercent(result.spouse1Percentage)})` : ''}
        </span>
      </p>
      <ResultHeadline label="Total Net Marital Estate" amount={formatMoney(result.netWorth)} />
      <Breakdown
        rows={[
          { label: spouses('spouse1', 'Net Value'), value: formatMoney(result.spouse1NetValue) },
          { label: spouses('spouse2', 'Net Value'), value: formatMoney(result.spouse2NetValue) },
        ]}
      />
      <DivisionChart result={result} />
      <h4>Asset breakdown</h4>
      <Breakdown
        rows={[
          { label: 'Real Estate (net)', value: formatMoney(breakdown.realEstate.total) },
          { label: 'Vehicles (net)', value: formatMoney(breakdown.vehicles.total) },
          { label: 'Financial Assets', value: formatMoney(breakdown.financialAssets.total) },
          { label: 'Total Debts', value: formatMoney(breakdown.debts.total) },
        ]}
      />
      <div className="ss-estimate" role="note" data-testid="regime">
        <strong>{REGIME_LABELS[result.regime.kind]}</strong> ({result.meta.jurisdictionName}). {result.regime.presumption}
        <ul className="ss-sources" aria-label="Sources for the property regime">
          {regimeSources(result).map((source) => (
            <li key={source.title}>{source.url ? <a href={source.url} target="_blank" rel="noopener noreferrer">{source.title}</a> : source.title}</li>
          ))}
        </ul>
      </div>
      {equalization.assignedItems > 0 ? (
        <div data-testid="equalization">
          <h4>Who keeps what</h4>
          <Breakdown
            rows={[
              { label: `${SPOUSE.spouse1.subject} receive from the items`, value: formatMoney(equalization.spouse1Receives) },
              { label: `${SPOUSE.spouse2.subject} receives from the items`, value: formatMoney(equalization.spouse2Receives) },
              { label: 'Equalization payment', value: formatMoney(equalization.amount) },
            ]}
          />
          <p>
            {equalization.payer
              ? paymentSentence(equalization.payer, formatMoney(equalization.amount))
              : 'No equalization payment is needed: the items kept already reach the chosen split.'}
          </p>
        </div>
      ) : null}
      {retirement.items.length > 0 ? (
        <div data-testid="retirement">
          <h4>Retirement accounts after tax (estimate)</h4>
          <Breakdown
            rows={[
              { label: 'Pre-tax retirement balances', value: formatMoney(retirement.pretaxTotal) },
              { label: 'Estimated after tax', value: formatMoney(retirement.afterTaxEstimate), help: 'Each balance less the holder’s federal and state marginal tax rate. Money in a 401(k) or traditional IRA is taxed when withdrawn, so it is worth less than the same amount in cash.' },
              { label: 'Net marital estate with retirement after tax', value: formatMoney(result.netWorthAfterTaxEstimate) },
            ]}
          />
        </div>
      ) : null}
      <ItemsTable caption="Marital items" items={marital} />
      {separate.length > 0 ? (
        <div data-testid="separate-property">
          <h4>Separate property (not divided)</h4>
          <Breakdown
            rows={[
              ...(separateProperty.spouse1.items.length > 0 ? [{ label: spouses('spouse1', 'separate property'), value: formatMoney(separateProperty.spouse1.total) }] : []),
              ...(separateProperty.spouse2.items.length > 0 ? [{ label: spouses('spouse2', 'separate property'), value: formatMoney(separateProperty.spouse2.total) }] : []),
            ]}
          />
          <ItemsTable caption="Separate items" items={separate} />
        </div>
      ) : null}
    </>
  );
}
