import type { QdroResult } from '@securesplit/engine';
import { Breakdown } from '../../results/Breakdown.js';
import { ResultHeadline } from '../../results/ResultHeadline.js';
import { formatMoney, formatPercent } from '../../ui/format.js';
import { ShareBar } from '../shared/ShareBar.js';

/** Spec part 2, section 9: "marital percentage to 1 decimal". */
export function oneDecimalPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/**
 * Spec part 2, section 2: the spouse's entitlement, what the employee retains, the marital portion,
 * the division breakdown, present and future value (at 65) and the tax implications, with the "QDRO
 * Required for Division" badge only where a QDRO is required (an IRA gets what it needs instead).
 */
export function QdroResults({ result }: { result: QdroResult }) {
  const tax = result.taxImplications;
  const total = result.breakdown.totalAccountValue;
  const spousePercent = total > 0 ? Math.round((result.spouseEntitlement / total) * 1000) / 10 : 0;
  return (
    <>
      {result.qdroRequired ? (
        <p>
          <span className="ss-badge" data-testid="qdro-required">
            QDRO Required for Division
          </span>
        </p>
      ) : null}
      <ResultHeadline label="Spouse’s Entitlement" amount={formatMoney(result.spouseEntitlement)}>
        <span className="ss-hint" data-testid="qdro-division">
          {result.division.text}
        </span>
      </ResultHeadline>
      <Breakdown
        rows={[
          { label: 'Employee Retains', value: formatMoney(result.employeeRetains) },
          { label: 'Marital Portion', value: formatMoney(result.maritalPortion), help: 'The balance times the coverture fraction: months in the plan during the marriage over all months in the plan.' },
        ]}
      />
      {total > 0 ? (
        <ShareBar
          first="Spouse"
          second="Employee"
          firstPercent={spousePercent}
          description={`Division of the ${formatMoney(total)} account: spouse ${formatMoney(result.spouseEntitlement)} (${formatPercent(spousePercent)}), employee ${formatMoney(result.employeeRetains)}.`}
        />
      ) : null}
      <h4>Division Breakdown</h4>
      <Breakdown
        rows={[
          { label: 'Total account value', value: formatMoney(total) },
          { label: 'Marital months', value: String(result.breakdown.maritalMonths) },
          { label: 'Employment months', value: String(result.breakdown.employmentMonths) },
          { label: 'Marital percentage', value: oneDecimalPercent(result.breakdown.maritalPercentage) },
        ]}
      />
      <h4>Present and Future Value</h4>
      <Breakdown
        rows={[
          { label: 'Present Value', value: formatMoney(result.presentValue), help: 'The spouse’s share valued today.' },
          { label: 'Future Value (at 65)', value: formatMoney(result.futureValue), help: 'The spouse’s share grown to the spouse’s age 65 at the expected rate, with no further contributions.' },
          { label: 'Employee’s share at 65', value: formatMoney(result.employeeFutureValue), help: 'What the employee keeps, grown to the employee’s age 65 with the contributions and match.' },
        ]}
      />
      <h4>Tax Implications</h4>
      <Breakdown
        rows={[
          { label: 'Immediate distribution tax', value: formatMoney(tax.immediateDistributionTax), help: 'Income tax plus any 10% additional tax on taking the share as cash now; 0 when it is not taken as cash.' },
          ...(tax.earlyDistributionTax > 0 ? [{ label: '10% additional tax included', value: formatMoney(tax.earlyDistributionTax) }] : []),
          ...(tax.mandatoryWithholding > 0 ? [{ label: 'Withheld by the plan (20%)', value: formatMoney(tax.mandatoryWithholding) }] : []),
          { label: 'Deferred tax liability (estimate)', value: formatMoney(tax.deferredTaxLiability), help: 'The share times the spouse’s federal and state marginal rate today: the tax to expect when the money is withdrawn later.' },
          { label: `Marginal rate used (${tax.taxYear})`, value: formatPercent(tax.marginalRate) },
        ]}
      />
      <div className="ss-banner" data-testid="division-instrument">
        <strong>{result.qdroRequired ? 'What the division needs' : 'No QDRO needed'}</strong>
        <p>{result.divisionInstrument}</p>
      </div>
      {result.notes.length > 0 ? (
        <>
          <h4>Important Notes</h4>
          <ul className="ss-notes">
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
