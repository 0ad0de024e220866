import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { WidgetFrame } from '../../runtime/context.js';
import { ConfidenceNotice } from '../../results/ConfidenceNotice.js';
import { Worksheet } from '../../results/Worksheet.js';
import { STATE_OPTIONS } from '../../shared/constants.js';
import { TOASTS } from '../../shared/messages.js';
import { autoSlashDate } from '../../ui/dates.js';
import { SelectField, TextField } from '../../ui/Field.js';
import { PremiumMoneyField } from '../shared/PremiumMoneyField.js';
import { PremiumFormActions, PremiumResultsPanel, type PremiumBodyProps, type PremiumCalculatorProps } from '../shared/index.js';
import { usePremiumCalculation } from '../shared/use-premium-calculation.js';
import {
  ACCOUNT_TYPE_OPTIONS,
  formatQdroMoney,
  initialQdroForm,
  qdroFormFromInput,
  QDRO_METHOD_OPTIONS,
  qdroFieldLabel,
  toQdroInput,
  validateQdro,
  type QdroForm,
  type QdroTextField,
} from './form.js';
import { QdroResults } from './QdroResults.js';

/** Props of the QDRO calculator: those of every premium calculator. */
export type QdroCalculatorProps = PremiumCalculatorProps;

const MESSAGES = {
  success: TOASTS.calculationComplete,
  failure: { title: "Let's Get This Right", description: 'Correct the marked fields and try again.' },
};

export function QdroBody({ state, signInUrl, subscribeUrl, initialInput, initialResult, hideFreeCalculationsLeft }: PremiumBodyProps) {
  useSignals();
  const [form, setForm] = useState<QdroForm>(() => (initialInput ? qdroFormFromInput(initialInput) : initialQdroForm(state)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const calculation = usePremiumCalculation('qdro', MESSAGES, { signInUrl, subscribeUrl }, initialResult, initialInput);

  const set = <F extends keyof QdroForm>(field: F, value: QdroForm[F]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };
  const field = (name: QdroTextField, label: string) => ({ name, label, value: form[name], error: errors[name], onChange: (value: string) => set(name, value) });
  const dateField = (name: 'marriageDate' | 'separationDate' | 'employmentStartDate', label: string) => ({
    ...field(name, label),
    placeholder: 'MM/DD/YYYY',
    inputMode: 'numeric' as const,
    maxLength: 10,
    onChange: (value: string) => set(name, autoSlashDate(value)),
  });

  async function submit() {
    const formatted = formatQdroMoney(form);
    setForm(formatted);
    const found = validateQdro(formatted) as Record<string, string>;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const serverErrors = await calculation.run(toQdroInput(formatted));
    if (serverErrors) setErrors(serverErrors);
  }

  const ira = form.accountType === 'ira' || form.accountType === 'roth-ira';
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
        <h2>QDRO Calculator</h2>
        <p className="ss-hint">Estimate how a retirement account is divided in a divorce: the marital portion, each share today and at 65, and the taxes.</p>

        <h3>Account Details</h3>
        <div className="ss-row">
          <SelectField options={ACCOUNT_TYPE_OPTIONS} required {...field('accountType', 'Account type')} hint={ira ? 'An IRA is divided by a transfer incident to divorce, not by a QDRO.' : undefined} />
          <PremiumMoneyField required {...field('currentBalance', 'Current balance')} hint={form.accountType === 'pension' ? 'For a pension, its present value.' : undefined} />
        </div>
        <div className="ss-row">
          <TextField required inputMode="numeric" {...field('employeeAge', 'Employee age')} hint="The account holder." />
          <TextField required inputMode="numeric" {...field('spouseAge', 'Spouse age')} hint="The spouse receiving a share." />
        </div>

        <h3>Division Method</h3>
        <div className="ss-row">
          <SelectField options={QDRO_METHOD_OPTIONS} required {...field('divisionMethod', 'Division method')} />
          {form.divisionMethod === 'percentage' ? (
            <TextField required inputMode="decimal" {...field('divisionPercentage', 'Division percentage (%)')} hint="The spouse’s percent of the whole account." />
          ) : form.divisionMethod === 'dollar-amount' ? (
            <PremiumMoneyField required {...field('divisionAmount', 'Dollar amount')} hint="What the spouse receives, at most the current balance." />
          ) : (
            <TextField inputMode="decimal" {...field('divisionPercentage', 'Spouse’s share of the marital portion (%)')} hint="Half (50%) is the usual starting point: only what was earned during the marriage is divided. Blank means 50%." />
          )}
        </div>

        <h3>Marriage Timeline</h3>
        <div className="ss-row">
          <TextField required {...dateField('marriageDate', 'Marriage date')} />
          <TextField required {...dateField('separationDate', 'Separation date')} />
        </div>
        <TextField {...dateField('employmentStartDate', 'Employment start date (optional)')} hint="When the employee began in the plan; blank counts participation from the marriage date." />

        <h3>Account Growth</h3>
        <div className="ss-row">
          <PremiumMoneyField required {...field('annualContribution', 'Annual contribution')} hint="The employee’s own contributions a year until 65." />
          <PremiumMoneyField {...field('employerMatch', 'Employer match (optional)')} hint="Employer contributions a year." />
        </div>
        <TextField required inputMode="decimal" {...field('expectedGrowthRate', 'Expected growth rate (%)')} hint="A year, until 65; 7% unless you expect otherwise." />

        <h3>QDRO Options</h3>
        <label className="ss-check">
          <input type="checkbox" name="immediateDistribution" checked={form.immediateDistribution} onChange={(event) => set('immediateDistribution', event.target.checked)} />
          The spouse takes the share as cash now (instead of a rollover)
        </label>
        <label className="ss-check">
          <input type="checkbox" name="survivorBenefits" checked={form.survivorBenefits} onChange={(event) => set('survivorBenefits', event.target.checked)} />
          The order gives the spouse survivor benefits (pensions)
        </label>
        {form.immediateDistribution ? (
          <PremiumMoneyField {...field('spouseAnnualIncome', 'Spouse’s other annual income (optional)')} hint="For the income tax on the cash distribution." />
        ) : null}

        <h3>State</h3>
        <SelectField options={STATE_OPTIONS} placeholder="Select your state" required {...field('state', 'State')} />

        <PremiumFormActions
          errors={errors}
          labelOf={qdroFieldLabel}
          calculation={calculation}
          submitLabel="Calculate QDRO Division"
          onClear={() => {
            setForm(initialQdroForm(state));
            setErrors({});
          }}
        />
      </form>
      <PremiumResultsPanel calculation={calculation} hideFreeCalculationsLeft={hideFreeCalculationsLeft} title="Your Retirement Division" emptyText="Enter the account, the marriage dates and the growth rate, and press Calculate to see each share.">
        {(result) => (
          <>
            <QdroResults result={result} />
            <ConfidenceNotice meta={result.meta} />
            <Worksheet steps={result.steps} meta={result.meta} />
          </>
        )}
      </PremiumResultsPanel>
    </div>
  );
}

/**
 * `<securesplit-qdro>`: the premium retirement account (QDRO) division calculator (signed-in accounts; contract C6).
 * @event securesplit:calculated - detail `{ calculator: 'qdro', result, calculationId }`
 * @event securesplit:pdf - detail `{ calculator: 'qdro' }` when the result's Download PDF handed the worksheet PDF to the browser (no figures)
 * @event securesplit:error - detail `{ element, status, title }`; 401 signed out, 403 free calculations used
 * @csspart root, form, field, input, button, results, amount, breakdown, worksheet, chart, toast
 */
export function QdroCalculator(props: QdroCalculatorProps) {
  return (
    <WidgetFrame element="securesplit-qdro" label="QDRO calculator" {...props}>
      <QdroBody state={props.state} signInUrl={props.signInUrl} subscribeUrl={props.subscribeUrl} initialInput={props.initialInput} initialResult={props.initialResult} hideFreeCalculationsLeft={props.hideFreeCalculationsLeft} />
    </WidgetFrame>
  );
}
