import { useSignals } from '@preact/signals-react/runtime';
import { TAX_YEARS } from '@securesplit/engine/constants';
import { WidgetFrame } from '../../runtime/context.js';
import { STATE_OPTIONS } from '../../shared/constants.js';
import { TOASTS } from '../../shared/messages.js';
import { moneyValue } from '../../shared/validation.js';
import { autoSlashDate } from '../../ui/dates.js';
import { SelectField, TextField } from '../../ui/Field.js';
import { PremiumFormActions, PremiumMoneyField, PremiumResultsPanel, usePremiumCalculation, useSignalForm, type PremiumBodyProps, type PremiumCalculatorProps } from '../shared/index.js';
import { FILING_STATUS_LABELS, TaxImpactResults } from './TaxImpactResults.js';
import { TAX_MONEY_LABELS, childCounts, hasAlimony, initialTaxImpactValues, taxImpactPayload, taxImpactValuesFromInput, validateTaxImpact, type TaxImpactField } from './validate.js';

/** Props of the tax impact calculator: those of every premium calculator. */
export type TaxImpactCalculatorProps = PremiumCalculatorProps;

const MESSAGES = {
  success: TOASTS.calculationComplete,
  failure: { title: "Let's Get This Right", description: 'Please check the marked fields and try again.' },
};

const FILING_OPTIONS = Object.entries(FILING_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const YEAR_OPTIONS = TAX_YEARS.map((year) => ({ value: String(year), label: String(year) }));

function counts(from: number, to: number): { value: string; label: string }[] {
  const out = [];
  for (let n = from; n <= to; n++) out.push({ value: String(n), label: String(n) });
  return out;
}
const CHILDREN_OPTIONS = counts(0, 10);

/** Each field's name in the error summary. */
const FIELD_LABELS: Record<TaxImpactField, string> = {
  ...TAX_MONEY_LABELS,
  alimonyInstrumentDate: 'Date of the alimony instrument',
  currentFilingStatus: 'Filing status now',
  projectedFilingStatus: 'Filing status after the divorce',
  numberOfChildren: 'Number of children',
  childrenWithPrimaryParent: 'Children living with you',
  childrenReleasedToOtherParent: 'Children you release',
  childrenReleasedToYou: 'Children released to you',
  divorceYear: 'Year of divorce',
  state: 'State',
};

const PERIOD_HELP = 'Yearly amounts, in US dollars.';
const INSTRUMENT_HINT =
  'Alimony under a divorce or separation instrument signed before 2019 is deductible by the payer and taxable to the recipient; from 2019 it is neither. Blank counts as 2019 or later.';

/** The tax impact form and its results (spec part 2, section 2: Income, Filing Status, Dependents, Deductions, Year of Divorce, State). */
export function TaxImpactBody({ state, signInUrl, subscribeUrl, initialInput, initialResult, hideFreeCalculationsLeft }: PremiumBodyProps) {
  useSignals();
  const { form, values, errors, field } = useSignalForm({ blank: initialTaxImpactValues, fromInput: taxImpactValuesFromInput, state, initialInput });
  const calculation = usePremiumCalculation('tax-impact', MESSAGES, { signInUrl, subscribeUrl }, initialResult, initialInput);

  const { children, withYou, withOther } = childCounts(values);

  /** A new child count starts the split afresh: all children with this person, none released. */
  function setChildren(value: string) {
    form.set('numberOfChildren', value);
    form.setMany({ childrenWithPrimaryParent: '', childrenReleasedToOtherParent: '0', childrenReleasedToYou: '0' });
  }
  function setWithYou(value: string) {
    form.set('childrenWithPrimaryParent', value);
    form.setMany({ childrenReleasedToOtherParent: '0', childrenReleasedToYou: '0' });
  }

  async function submit() {
    const found = validateTaxImpact(form.values.value);
    form.errors.value = found;
    if (Object.keys(found).length > 0) return;
    const serverErrors = await calculation.run(taxImpactPayload(form.values.value, moneyValue));
    if (serverErrors) form.errors.value = serverErrors;
  }

  return (
    <div className="ss-calc">
      <form
        className="ss-form"
        part="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2>Tax Impact Calculator</h2>
        <fieldset className="ss-section">
          <legend>Income</legend>
          <p className="ss-hint">{PERIOD_HELP}</p>
          <div className="ss-row">
            <PremiumMoneyField label="Your annual income" required {...field('annualIncome')} />
            <PremiumMoneyField label="Spouse’s annual income" hint="Blank: only your own return after the divorce is projected." {...field('spouseIncome')} />
          </div>
          <div className="ss-row">
            <PremiumMoneyField label="Alimony you pay" {...field('alimonyPaid')} />
            <PremiumMoneyField label="Alimony you receive" {...field('alimonyReceived')} />
          </div>
          {hasAlimony(values) ? (
            <TextField
              label="Date the divorce or separation instrument was signed"
              placeholder="MM/DD/YYYY"
              inputMode="numeric"
              maxLength={10}
              hint={INSTRUMENT_HINT}
              {...field('alimonyInstrumentDate')}
              onChange={(value) => form.set('alimonyInstrumentDate', autoSlashDate(value))}
            />
          ) : null}
        </fieldset>
        <fieldset className="ss-section">
          <legend>Filing Status</legend>
          <div className="ss-row">
            <SelectField label="Filing status now" options={FILING_OPTIONS} {...field('currentFilingStatus')} />
            <SelectField label="Filing status after the divorce" options={FILING_OPTIONS} {...field('projectedFilingStatus')} />
          </div>
        </fieldset>
        <fieldset className="ss-section">
          <legend>Dependents</legend>
          <SelectField label="Number of children under 17" required options={CHILDREN_OPTIONS} {...field('numberOfChildren')} onChange={setChildren} />
          {children > 0 ? (
            <SelectField
              label="Children who live with you more than half the year"
              placeholder={`All of them (${children})`}
              options={counts(0, children)}
              {...field('childrenWithPrimaryParent')}
              onChange={setWithYou}
            />
          ) : null}
          {children > 0 && withYou > 0 ? (
            <SelectField
              label="Of those, children whose credit you release to the other parent (Form 8332)"
              options={counts(0, withYou)}
              {...field('childrenReleasedToOtherParent')}
            />
          ) : null}
          {children > 0 && withOther > 0 ? (
            <SelectField
              label="Children living with the other parent whose credit they release to you (Form 8332)"
              options={counts(0, withOther)}
              {...field('childrenReleasedToYou')}
            />
          ) : null}
        </fieldset>
        <fieldset className="ss-section">
          <legend>Deductions</legend>
          <p className="ss-hint">{PERIOD_HELP} Yours after the divorce.</p>
          <div className="ss-row">
            <PremiumMoneyField label="Mortgage interest" {...field('mortgageInterest')} />
            <PremiumMoneyField label="Property taxes" {...field('propertyTaxes')} />
          </div>
          <div className="ss-row">
            <PremiumMoneyField label="Charitable deductions" {...field('charitableDeductions')} />
            <PremiumMoneyField label="Business expenses" {...field('businessExpenses')} />
          </div>
        </fieldset>
        <div className="ss-row">
          <SelectField label="Year of divorce" required options={YEAR_OPTIONS} hint="The tax year projected." {...field('divorceYear')} />
          <SelectField label="State" required placeholder="Select your state" options={STATE_OPTIONS} {...field('state')} />
        </div>
        <PremiumFormActions
          errors={errors}
          labelOf={(path) => FIELD_LABELS[path as TaxImpactField] ?? path}
          calculation={calculation}
          submitLabel="Calculate Tax Impact"
          onClear={() => form.reset()}
        />
      </form>
      <PremiumResultsPanel calculation={calculation} hideFreeCalculationsLeft={hideFreeCalculationsLeft} title="Your Tax Impact" emptyText="Enter your income, filing status, children and state and press Calculate Tax Impact to compare your taxes before and after the divorce.">
        {(result) => <TaxImpactResults result={result} />}
      </PremiumResultsPanel>
    </div>
  );
}

/**
 * `<securesplit-tax-impact>`: the tax impact calculator (premium; contract C6).
 * @event securesplit:calculated - detail `{ calculator: 'tax-impact', result, calculationId }`
 * @event securesplit:pdf - detail `{ calculator: 'tax-impact' }` when the result's Download PDF handed the worksheet PDF to the browser (no figures)
 * @event securesplit:error - a failed calculation, 401 (signed out) and 403 (free calculations used) included
 * @csspart root, form, field, input, button, results, amount, breakdown, chart, worksheet, toast
 */
export function TaxImpactCalculator(props: TaxImpactCalculatorProps) {
  return (
    <WidgetFrame element="securesplit-tax-impact" label="Tax impact calculator" {...props}>
      <TaxImpactBody state={props.state} signInUrl={props.signInUrl} subscribeUrl={props.subscribeUrl} initialInput={props.initialInput} initialResult={props.initialResult} hideFreeCalculationsLeft={props.hideFreeCalculationsLeft} />
    </WidgetFrame>
  );
}
