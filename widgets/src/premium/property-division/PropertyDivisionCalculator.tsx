import { useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { WidgetFrame } from '../../runtime/context.js';
import { ConfidenceNotice } from '../../results/ConfidenceNotice.js';
import { Worksheet } from '../../results/Worksheet.js';
import { STATE_OPTIONS } from '../../shared/constants.js';
import { TOASTS } from '../../shared/messages.js';
import { SelectField, TextField } from '../../ui/Field.js';
import { PremiumMoneyField } from '../shared/PremiumMoneyField.js';
import { PremiumFormActions, PremiumResultsPanel, type PremiumBodyProps, type PremiumCalculatorProps } from '../shared/index.js';
import { RepeatableRows } from '../shared/RepeatableRows.js';
import { addRow, removeRow, updateRow, type Keyed } from '../shared/rows.js';
import { usePremiumCalculation } from '../shared/use-premium-calculation.js';
import {
  blankAccount,
  blankRealEstate,
  blankRetirement,
  blankVehicle,
  DIVISION_METHOD_HELP,
  DIVISION_METHOD_OPTIONS,
  formatAllMoney,
  initialPropertyDivisionForm,
  propertyDivisionFormFromInput,
  KEEPER_OPTIONS,
  OWNERSHIP_OPTIONS,
  propertyFieldLabel,
  TAX_TREATMENT_OPTIONS,
  toPropertyDivisionInput,
  validatePropertyDivision,
  type AccountRow,
  type PropertyDivisionForm,
  type RealEstateRow,
  type RetirementRow,
  type VehicleRow,
} from './form.js';
import { PropertyDivisionResults } from './PropertyDivisionResults.js';
import { spouses } from './spouses.js';

/** Props of the property division calculator: those of every premium calculator. */
export type PropertyDivisionCalculatorProps = PremiumCalculatorProps;

const MESSAGES = {
  success: TOASTS.calculationComplete,
  failure: { title: "Let's Get This Right", description: 'Correct the marked fields and try again.' },
};

type ListName = 'additionalRealEstate' | 'vehicles' | 'checkingAccounts' | 'savingsAccounts' | 'retirementAccounts' | 'investmentAccounts' | 'creditCards' | 'otherDebts';

export function PropertyDivisionBody({ state, signInUrl, subscribeUrl, initialInput, initialResult, hideFreeCalculationsLeft }: PremiumBodyProps) {
  useSignals();
  const [form, setForm] = useState<PropertyDivisionForm>(() => (initialInput ? propertyDivisionFormFromInput(initialInput) : initialPropertyDivisionForm(state)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const calculation = usePremiumCalculation('property-division', MESSAGES, { signInUrl, subscribeUrl }, initialResult, initialInput);

  const clearError = (path: string) =>
    setErrors((current) => {
      if (!(path in current)) return current;
      const next = { ...current };
      delete next[path];
      return next;
    });
  const setField = <F extends keyof PropertyDivisionForm>(field: F, value: PropertyDivisionForm[F]) => {
    setForm((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const text = (field: keyof PropertyDivisionForm & string, label: string) => ({
    name: field,
    label,
    value: form[field] as string,
    error: errors[field],
    onChange: (value: string) => setField(field, value as never),
  });
  const setRow = (list: ListName, index: number, field: string, value: string) => {
    setForm((current) => ({ ...current, [list]: updateRow(current[list] as Keyed<object>[], index, { [field]: value }) }));
    clearError(`${list}.${index}.${field}`);
  };
  const rowField = (list: ListName, index: number, field: string, label: string, value: string) => ({
    name: `${list}.${index}.${field}`,
    label,
    value,
    error: errors[`${list}.${index}.${field}`],
    onChange: (next: string) => setRow(list, index, field, next),
  });
  const assignment = (list: ListName, index: number, row: { ownership: string; keptBy: string }) => (
    <>
      <SelectField options={OWNERSHIP_OPTIONS} {...rowField(list, index, 'ownership', 'Whose property', row.ownership)} />
      <SelectField options={KEEPER_OPTIONS} placeholder="Not decided" {...rowField(list, index, 'keptBy', 'Who keeps it', row.keptBy)} />
    </>
  );
  const rowsOf = (list: ListName, legend: string, itemName: string, addLabel: string, blank: () => object, render: (row: never, index: number) => ReactNode, emptyText?: string) => (
    <RepeatableRows
      legend={legend}
      itemName={itemName}
      addLabel={addLabel}
      rows={form[list] as Keyed<object>[]}
      onAdd={() => setForm((current) => ({ ...current, [list]: addRow(current[list] as Keyed<object>[], blank()) }))}
      onRemove={(index) => {
        setForm((current) => ({ ...current, [list]: removeRow(current[list] as Keyed<object>[], index) }));
        // Messages of rows after it would now sit on the wrong row.
        setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(`${list}.`))));
      }}
      renderRow={render as (row: Keyed<object>, index: number) => ReactNode}
      {...(emptyText ? { emptyText } : {})}
    />
  );
  const accountRows = (list: 'checkingAccounts' | 'savingsAccounts' | 'investmentAccounts' | 'creditCards' | 'otherDebts', legend: string, itemName: string, addLabel: string) =>
    rowsOf(list, legend, itemName, addLabel, blankAccount, (row: Keyed<AccountRow>, index) => (
      <>
        <TextField {...rowField(list, index, 'name', 'Name', row.name)} />
        <PremiumMoneyField {...rowField(list, index, 'balance', 'Balance', row.balance)} />
        {assignment(list, index, row)}
      </>
    ));

  async function submit() {
    const formatted = formatAllMoney(form);
    setForm(formatted);
    const found = validatePropertyDivision(formatted);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const serverErrors = await calculation.run(toPropertyDivisionInput(formatted));
    if (serverErrors) setErrors(serverErrors);
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
        <h2>Property Division Calculator</h2>
        <p className="ss-hint">Enter what you own and owe today. Mark anything that belongs to one spouse alone as separate property; it is shown apart and not divided.</p>

        <h3>Real Estate</h3>
        <div className="ss-row">
          <PremiumMoneyField {...text('primaryResidenceValue', 'Primary residence value')} />
          <PremiumMoneyField {...text('primaryResidenceMortgage', 'Primary residence mortgage balance')} />
        </div>
        <div className="ss-row">
          <SelectField options={OWNERSHIP_OPTIONS} {...text('primaryResidenceOwnership', 'Primary residence: whose property')} />
          <SelectField options={KEEPER_OPTIONS} placeholder="Not decided" {...text('primaryResidenceKeptBy', 'Primary residence: who keeps it')} />
        </div>
        {rowsOf('additionalRealEstate', 'Additional properties', 'Property', 'Add Additional Property', blankRealEstate, (row: Keyed<RealEstateRow>, index) => (
          <>
            <TextField {...rowField('additionalRealEstate', index, 'name', 'Description', row.name)} />
            <PremiumMoneyField {...rowField('additionalRealEstate', index, 'value', 'Value', row.value)} />
            <PremiumMoneyField {...rowField('additionalRealEstate', index, 'mortgage', 'Mortgage balance', row.mortgage)} />
            {assignment('additionalRealEstate', index, row)}
          </>
        ), 'No additional properties.')}
        <div className="ss-row">
          <TextField
            {...text('sellingCostPercent', 'Selling costs (% of value, optional)')}
            inputMode="decimal"
            placeholder="for example 6"
            hint="Taken off real estate you mark to sell (agent fees, closing costs); 0 to 15."
          />
          <label className="ss-check">
            <input
              type="checkbox"
              name="sellingCostsOnKeptRealEstate"
              checked={form.sellingCostsOnKeptRealEstate}
              onChange={(event) => setField('sellingCostsOnKeptRealEstate', event.target.checked)}
            />
            Also take selling costs off real estate that is kept
          </label>
        </div>

        <h3>Vehicles</h3>
        {rowsOf('vehicles', 'Vehicles', 'Vehicle', 'Add Vehicle', blankVehicle, (row: Keyed<VehicleRow>, index) => (
          <>
            <TextField {...rowField('vehicles', index, 'name', 'Description', row.name)} />
            <PremiumMoneyField {...rowField('vehicles', index, 'value', 'Value', row.value)} />
            <PremiumMoneyField {...rowField('vehicles', index, 'loan', 'Loan balance', row.loan)} />
            {assignment('vehicles', index, row)}
          </>
        ), 'No vehicles.')}

        <h3>Financial Assets</h3>
        {accountRows('checkingAccounts', 'Checking accounts', 'Checking account', 'Add Checking Account')}
        {accountRows('savingsAccounts', 'Savings accounts', 'Savings account', 'Add Savings Account')}
        {rowsOf('retirementAccounts', 'Retirement accounts', 'Retirement account', 'Add Retirement Account', blankRetirement, (row: Keyed<RetirementRow>, index) => (
          <>
            <TextField {...rowField('retirementAccounts', index, 'name', 'Name', row.name)} />
            <PremiumMoneyField {...rowField('retirementAccounts', index, 'balance', 'Balance', row.balance)} />
            <SelectField options={TAX_TREATMENT_OPTIONS} {...rowField('retirementAccounts', index, 'taxTreatment', 'Tax treatment', row.taxTreatment)} />
            {assignment('retirementAccounts', index, row)}
          </>
        ))}
        {accountRows('investmentAccounts', 'Investment accounts', 'Investment account', 'Add Investment Account')}

        <h3>Other Debts</h3>
        {accountRows('creditCards', 'Credit cards', 'Credit card', 'Add Credit Card')}
        {accountRows('otherDebts', 'Other debts', 'Other debt', 'Add Other Debt')}

        <h3>Division</h3>
        <div className="ss-row">
          <SelectField options={DIVISION_METHOD_OPTIONS} hint={DIVISION_METHOD_HELP} {...text('divisionMethod', 'Division Method')} />
          {form.divisionMethod === 'custom' ? (
            <TextField {...text('customPercentage', 'Custom Percentage (You, Spouse 1)')} inputMode="decimal" required placeholder="for example 55" />
          ) : null}
        </div>
        <SelectField options={STATE_OPTIONS} placeholder="Select your state" required {...text('state', 'State')} />
        <p className="ss-hint">Optional, for the after-tax estimate of pre-tax retirement accounts (each spouse’s marginal tax rate):</p>
        <div className="ss-row">
          <PremiumMoneyField {...text('spouse1AnnualIncome', spouses('spouse1', 'annual income'))} />
          <PremiumMoneyField {...text('spouse2AnnualIncome', spouses('spouse2', 'annual income'))} />
        </div>

        <PremiumFormActions
          errors={errors}
          labelOf={propertyFieldLabel}
          calculation={calculation}
          submitLabel="Calculate Property Division"
          onClear={() => {
            setForm(initialPropertyDivisionForm(state));
            setErrors({});
          }}
        />
      </form>
      <PremiumResultsPanel calculation={calculation} hideFreeCalculationsLeft={hideFreeCalculationsLeft} title="Your Property Division" emptyText="Enter your assets and debts, choose a division method and state, and press Calculate to see each spouse’s share.">
        {(result) => (
          <>
            <PropertyDivisionResults result={result} />
            <ConfidenceNotice meta={result.meta} />
            <Worksheet steps={result.steps} meta={result.meta} />
          </>
        )}
      </PremiumResultsPanel>
    </div>
  );
}

/**
 * `<securesplit-property-division>`: the premium property division calculator (signed-in accounts; contract C6).
 * @event securesplit:calculated - detail `{ calculator: 'property-division', result, calculationId }`
 * @event securesplit:pdf - detail `{ calculator: 'property-division' }` when the result's Download PDF handed the worksheet PDF to the browser (no figures)
 * @event securesplit:error - detail `{ element, status, title }`; 401 signed out, 403 free calculations used
 * @csspart root, form, field, input, button, results, amount, breakdown, worksheet, chart, toast
 */
export function PropertyDivisionCalculator(props: PropertyDivisionCalculatorProps) {
  return (
    <WidgetFrame element="securesplit-property-division" label="Property division calculator" {...props}>
      <PropertyDivisionBody state={props.state} signInUrl={props.signInUrl} subscribeUrl={props.subscribeUrl} initialInput={props.initialInput} initialResult={props.initialResult} hideFreeCalculationsLeft={props.hideFreeCalculationsLeft} />
    </WidgetFrame>
  );
}
