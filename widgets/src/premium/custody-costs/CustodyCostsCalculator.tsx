import { useSignals } from '@preact/signals-react/runtime';
import { WidgetFrame } from '../../runtime/context.js';
import { STATE_OPTIONS } from '../../shared/constants.js';
import { TOASTS } from '../../shared/messages.js';
import { moneyValue } from '../../shared/validation.js';
import { SelectField, TextField } from '../../ui/Field.js';
import { HelpTip } from '../../ui/HelpTip.js';
import { PremiumFormActions, PremiumMoneyField, PremiumResultsPanel, usePremiumCalculation, useSignalForm, type PremiumBodyProps, type PremiumCalculatorProps } from '../shared/index.js';
import { CustodyCostsResults } from './CustodyCostsResults.js';
import { CHILD_AGE_FIELDS, COST_SECTIONS, OTHER_MONEY_LABELS, childCount, custodyCostsPayload, custodyCostsValuesFromInput, initialCustodyCostsValues, validateCustodyCosts } from './validate.js';

/** Props of the custody cost calculator: those of every premium calculator. */
export type CustodyCostsCalculatorProps = PremiumCalculatorProps;

const MESSAGES = {
  success: TOASTS.calculationComplete,
  failure: { title: "Let's Get This Right", description: 'Please check the marked fields and try again.' },
};

/** Spec part 2, sections 3 and 9: the arrangements, and the tooltip's reading of each. */
const ARRANGEMENT_OPTIONS = [
  { value: '50-50', label: '50/50 (equal time)' },
  { value: '70-30', label: '70/30' },
  { value: '80-20', label: '80/20' },
  { value: 'every-other-weekend', label: 'Every other weekend' },
  { value: 'custom', label: 'Custom (days per year)' },
] as const;
const ARRANGEMENT_HELP =
  '50/50: equal time. 70/30: 5 days with the custodial parent for every 2 with the other. 80/20: the other parent has weekends. Every other weekend: 2 nights of every 14 with the other parent. Custom: enter the custodial parent’s days out of 365.';

const CHILD_COUNT_OPTIONS = ['1', '2', '3', '4'].map((n) => ({ value: n, label: n }));
const FREQUENCY_OPTIONS = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'biweekly', label: 'Every two weeks' },
  { value: 'monthly', label: 'Monthly' },
] as const;

/** USDA's tables: the state's urban region, rural areas, or the overall United States. */
const AREA_OPTIONS = [
  { value: 'urban', label: 'City or suburb (USDA table for the state’s region)' },
  { value: 'rural', label: 'Rural area' },
  { value: 'us-average', label: 'U.S. average' },
] as const;

/** Each field's name in the error summary. */
const FIELD_LABELS: Record<string, string> = {
  ...OTHER_MONEY_LABELS,
  ...Object.fromEntries(COST_SECTIONS.flatMap((section) => section.fields.map(([name, label]) => [name, label]))),
  ...Object.fromEntries(CHILD_AGE_FIELDS.map((name, index) => [name, `Child ${index + 1} age`])),
  custodyArrangement: 'Custody arrangement',
  custodialParentDays: 'Custodial parent days',
  numberOfChildren: 'Number of children',
  distanceBetweenHomes: 'Distance between homes',
  transportationFrequency: 'Exchanges',
  areaType: 'Where the children live',
  useTypicalAmounts: 'Fill empty categories with typical amounts',
  state: 'State',
};

/** The custody cost form and its results (spec part 2, section 2). */
export function CustodyCostsBody({ state, signInUrl, subscribeUrl, initialInput, initialResult, hideFreeCalculationsLeft }: PremiumBodyProps) {
  useSignals();
  const { form, values, errors, field } = useSignalForm({ blank: initialCustodyCostsValues, fromInput: custodyCostsValuesFromInput, state, initialInput });
  const calculation = usePremiumCalculation('custody-costs', MESSAGES, { signInUrl, subscribeUrl }, initialResult, initialInput);
  const count = childCount(values);

  async function submit() {
    const found = validateCustodyCosts(form.values.value);
    form.errors.value = found;
    if (Object.keys(found).length > 0) return;
    const serverErrors = await calculation.run(custodyCostsPayload(form.values.value, moneyValue));
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
        <h2>Custody Cost Calculator</h2>
        <fieldset className="ss-section">
          <legend>
            Custody Arrangement <HelpTip topic="custody arrangements" text={ARRANGEMENT_HELP} />
          </legend>
          <SelectField label="Custody arrangement" required options={ARRANGEMENT_OPTIONS} {...field('custodyArrangement')} />
          {values.custodyArrangement === 'custom' ? (
            <TextField label="Days a year with the custodial parent" required inputMode="numeric" placeholder="365" hint="0 to 365; the other parent has the rest." {...field('custodialParentDays')} />
          ) : null}
        </fieldset>
        <fieldset className="ss-section">
          <legend>Children Information</legend>
          <SelectField label="Number of children" required options={CHILD_COUNT_OPTIONS} {...field('numberOfChildren')} />
          <div className="ss-row">
            {CHILD_AGE_FIELDS.slice(0, count).map((name, index) => (
              <TextField key={name} label={`Child ${index + 1} age`} required inputMode="numeric" {...field(name)} />
            ))}
          </div>
        </fieldset>
        <fieldset className="ss-section">
          <legend>Housing Costs (monthly)</legend>
          <div className="ss-row">
            <PremiumMoneyField label="Custodial parent’s housing" required {...field('custodialHousingCost')} />
            <PremiumMoneyField label="Non-custodial parent’s housing" required {...field('nonCustodialHousingCost')} />
          </div>
          <p className="ss-hint">Rent or mortgage with utilities for each home; the children’s share of each is counted.</p>
        </fieldset>
        <fieldset className="ss-section">
          <legend>{COST_SECTIONS[0].title}</legend>
          <div className="ss-row">
            {COST_SECTIONS[0].fields.map(([name, label]) => (
              <PremiumMoneyField key={name} label={label} {...field(name)} />
            ))}
          </div>
        </fieldset>
        <fieldset className="ss-section">
          <legend>Transportation</legend>
          <div className="ss-row">
            <TextField label="Distance between homes (miles, one way)" required inputMode="decimal" {...field('distanceBetweenHomes')} />
            <SelectField label="Exchanges" options={FREQUENCY_OPTIONS} {...field('transportationFrequency')} />
          </div>
          <div className="ss-row">
            <PremiumMoneyField label="Vehicle costs (monthly)" {...field('vehicleCosts')} />
            <PremiumMoneyField label="Public transport (monthly)" {...field('publicTransportCosts')} />
          </div>
        </fieldset>
        {COST_SECTIONS.slice(1).map((section) => (
          <fieldset className="ss-section" key={section.title}>
            <legend>{section.title}</legend>
            <div className="ss-row">
              {section.fields.map(([name, label]) => (
                <PremiumMoneyField key={name} label={label} {...field(name)} />
              ))}
            </div>
          </fieldset>
        ))}
        <fieldset className="ss-section">
          <legend>Incomes (monthly, before tax, optional)</legend>
          <p className="ss-hint">With both incomes the costs are shared by income, as child support guidelines share them; without them, by time. Both incomes also place the family in USDA’s income group for the typical amounts (without them the middle group is assumed).</p>
          <div className="ss-row">
            <PremiumMoneyField label="Custodial parent’s income" {...field('custodialParentIncome')} />
            <PremiumMoneyField label="Non-custodial parent’s income" {...field('nonCustodialParentIncome')} />
          </div>
        </fieldset>
        <fieldset className="ss-section">
          <legend>Typical amounts (USDA)</legend>
          <p className="ss-hint">
            USDA’s Expenditures on Children by Families (2015, brought to today’s prices) are shown beside your figures. Ticking the box adds them only for the categories you left empty or at $0, each labelled “USDA typical (estimate)”.
          </p>
          <SelectField label="Where the children live" options={AREA_OPTIONS} {...field('areaType')} />
          <label className="ss-check">
            <input
              type="checkbox"
              name="useTypicalAmounts"
              checked={values.useTypicalAmounts === 'true'}
              onChange={(event) => form.set('useTypicalAmounts', event.target.checked ? 'true' : '')}
            />
            Fill empty categories with typical amounts
          </label>
        </fieldset>
        <SelectField label="State" required placeholder="Select your state" options={STATE_OPTIONS} {...field('state')} />
        <PremiumFormActions
          errors={errors}
          labelOf={(path) => FIELD_LABELS[path] ?? path}
          calculation={calculation}
          submitLabel="Calculate Custody Costs"
          onClear={() => form.reset()}
        />
      </form>
      <PremiumResultsPanel calculation={calculation} hideFreeCalculationsLeft={hideFreeCalculationsLeft} title="Your Custody Costs" emptyText="Enter the arrangement, the children’s ages, both homes’ costs and your state and press Calculate Custody Costs.">
        {(result) => <CustodyCostsResults result={result} />}
      </PremiumResultsPanel>
    </div>
  );
}

/**
 * `<securesplit-custody-costs>`: the custody cost calculator (premium; contract C6).
 * @event securesplit:calculated - detail `{ calculator: 'custody-costs', result, calculationId }`
 * @event securesplit:pdf - detail `{ calculator: 'custody-costs' }` when the result's Download PDF handed the worksheet PDF to the browser (no figures)
 * @event securesplit:error - a failed calculation, 401 (signed out) and 403 (free calculations used) included
 * @csspart root, form, field, input, button, results, amount, breakdown, chart, worksheet, toast
 */
export function CustodyCostsCalculator(props: CustodyCostsCalculatorProps) {
  return (
    <WidgetFrame element="securesplit-custody-costs" label="Custody cost calculator" {...props}>
      <CustodyCostsBody state={props.state} signInUrl={props.signInUrl} subscribeUrl={props.subscribeUrl} initialInput={props.initialInput} initialResult={props.initialResult} hideFreeCalculationsLeft={props.hideFreeCalculationsLeft} />
    </WidgetFrame>
  );
}
