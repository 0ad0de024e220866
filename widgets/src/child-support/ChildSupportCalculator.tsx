import { useEffect, useMemo } from 'react';
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { isJurisdictionSlug } from '@securesplit/engine/jurisdictions';
import { WidgetFrame, type WidgetCommonProps } from '../runtime/context.js';
import { prefilledValues, type CalculatorInput } from '../shared/prefill.js';
import { Breakdown } from '../results/Breakdown.js';
import { IncomeShareChart } from '../results/charts.js';
import { ConfidenceNotice } from '../results/ConfidenceNotice.js';
import { ResultActions } from '../results/ResultActions.js';
import { ResultsPanel } from '../results/ResultsPanel.js';
import { useCalculation } from '../results/use-calculation.js';
import { Worksheet } from '../results/Worksheet.js';
import { CHILD_COUNT_OPTIONS, CUSTODY_OPTIONS, STATE_OPTIONS } from '../shared/constants.js';
import { TOASTS } from '../shared/messages.js';
import { moneyValue } from '../shared/validation.js';
import { MoneyField, SelectField, TextField } from '../ui/Field.js';
import { createFormState } from '../ui/form-state.js';
import { formatMoney, formatPercent, formatSignedMoney } from '../ui/format.js';
import {
  SPLIT_CUSTODY_HINT,
  TIME_DEFAULTS,
  complementOvernights,
  custodyMismatch,
  isArrangement,
  overnightShares,
  overnightsToPercent,
  percentShares,
  percentToOvernights,
  type TimeMode,
} from './custody-time.js';
import { complementTime, initialChildSupportValues, timeTotal, validateChildSupport, type ChildSupportField } from './validate.js';
import { ResultHeadline } from '../results/ResultHeadline.js';

/** Props of the ChildSupport calculator: the common widget props plus the scheduling page for bookings. */
export interface ChildSupportCalculatorProps extends WidgetCommonProps {
  /** Scheduling page opened after a consultation request (shown 700 px high in the booking dialog). */
  schedulingUrl?: string;
}

const MESSAGES = { success: TOASTS.calculationComplete, failure: TOASTS.childSupportFailed };

const PAYER_TEXT = {
  noncustodial: 'paid by the non-custodial parent',
  custodial: 'paid by the custodial parent',
  none: 'no payment under this guideline',
} as const;

function preselected(state: string | undefined): string {
  const slug = state?.trim().toLowerCase();
  return slug && isJurisdictionSlug(slug) ? slug : '';
}

/** The form's starting values: a stored calculation's input when reopening one (overnights, when it has them, as the time mode). */
function childSupportStart(state: string, input: CalculatorInput | undefined) {
  const values = prefilledValues(initialChildSupportValues(state), input);
  return typeof input?.custodialParentOvernights === 'number' ? { ...values, timeMode: 'overnights' } : values;
}

/** The child support form and its results panel, without a frame (the tabs element reuses it). */
export function ChildSupportBody({ state, schedulingUrl, input }: { state?: string | undefined; schedulingUrl?: string | undefined; input?: CalculatorInput | undefined }) {
  useSignals();
  // Created once; a later `state` prop is applied by the effect below without losing what was typed.
  const form = useMemo(() => createFormState(childSupportStart(preselected(state), input)), []);
  const calculation = useCalculation('child-support', MESSAGES);
  useEffect(() => {
    const slug = preselected(state);
    if (slug) form.set('state', slug);
  }, [state, form]);

  // Whether the user has typed a time: until then, choosing an arrangement sets a fitting split.
  const timeEdited = useMemo(() => signal(input !== undefined), []);

  const values = form.values.value;
  const errors = form.errors.value;
  const total = timeTotal(values);
  const mode: TimeMode = values.timeMode === 'overnights' ? 'overnights' : 'percent';
  const overnights = { custodial: values.custodialParentOvernights, noncustodial: values.nonCustodialParentOvernights };
  const percents = { custodial: values.custodialParentTime, noncustodial: values.nonCustodialParentTime };
  const mismatch = custodyMismatch(values.custodyArrangement, mode === 'overnights' ? overnightShares(overnights) : percentShares(percents));
  const overnightTotal = Number(overnights.custodial) + Number(overnights.noncustodial);
  const field = (name: ChildSupportField) => ({ name, value: values[name], error: errors[name], onChange: (value: string) => form.set(name, value) });

  function clearErrors(...fields: ChildSupportField[]) {
    const next = { ...form.errors.value };
    for (const name of fields) delete next[name];
    form.errors.value = next;
  }

  function setArrangement(value: string) {
    form.set('custodyArrangement', value);
    if (timeEdited.value || !isArrangement(value)) return;
    const split = TIME_DEFAULTS[value];
    const nights = percentToOvernights(split)!;
    form.setMany({
      custodialParentTime: split.custodial,
      nonCustodialParentTime: split.noncustodial,
      custodialParentOvernights: nights.custodial,
      nonCustodialParentOvernights: nights.noncustodial,
    });
    clearErrors('custodialParentTime', 'nonCustodialParentTime', 'custodialParentOvernights', 'nonCustodialParentOvernights');
  }

  function setTime(edited: 'custodialParentTime' | 'nonCustodialParentTime', value: string) {
    const other = edited === 'custodialParentTime' ? 'nonCustodialParentTime' : 'custodialParentTime';
    const complement = complementTime(value);
    timeEdited.value = true;
    form.set(edited, value);
    if (complement !== undefined) form.setMany({ [other]: complement });
  }

  function setOvernights(edited: 'custodialParentOvernights' | 'nonCustodialParentOvernights', value: string) {
    const other = edited === 'custodialParentOvernights' ? 'nonCustodialParentOvernights' : 'custodialParentOvernights';
    const complement = complementOvernights(value);
    timeEdited.value = true;
    form.set(edited, value);
    if (complement !== undefined) form.setMany({ [other]: complement });
  }

  /** Switching the way time is entered carries the current split over when it is valid. */
  function setMode(next: TimeMode) {
    const v = form.values.value;
    if (next === 'overnights') {
      const nights = percentToOvernights({ custodial: v.custodialParentTime, noncustodial: v.nonCustodialParentTime });
      if (nights) form.setMany({ custodialParentOvernights: nights.custodial, nonCustodialParentOvernights: nights.noncustodial });
    } else {
      const percent = overnightsToPercent({ custodial: v.custodialParentOvernights, noncustodial: v.nonCustodialParentOvernights });
      if (percent) form.setMany({ custodialParentTime: percent.custodial, nonCustodialParentTime: percent.noncustodial });
    }
    form.setMany({ timeMode: next });
    clearErrors('custodialParentTime', 'nonCustodialParentTime', 'custodialParentOvernights', 'nonCustodialParentOvernights');
  }

  /** The time as the API takes it: overnights win in the engine, and the percentages must still add up to 100. */
  function timePayload(v: typeof values): Record<string, number> {
    if (v.timeMode !== 'overnights') {
      return { custodialParentTime: Number(v.custodialParentTime), nonCustodialParentTime: Number(v.nonCustodialParentTime) };
    }
    const percent = overnightsToPercent({ custodial: v.custodialParentOvernights, noncustodial: v.nonCustodialParentOvernights })!;
    return {
      custodialParentTime: Number(percent.custodial),
      nonCustodialParentTime: Number(percent.noncustodial),
      custodialParentOvernights: Number(v.custodialParentOvernights),
      nonCustodialParentOvernights: Number(v.nonCustodialParentOvernights),
    };
  }

  async function submit() {
    const found = validateChildSupport(form.values.value);
    form.errors.value = found;
    if (Object.keys(found).length > 0) return;
    const v = form.values.value;
    const serverErrors = await calculation.run({
      custodialParentIncome: moneyValue(v.custodialParentIncome),
      custodialParentDeductions: moneyValue(v.custodialParentDeductions),
      nonCustodialParentIncome: moneyValue(v.nonCustodialParentIncome),
      nonCustodialParentDeductions: moneyValue(v.nonCustodialParentDeductions),
      numberOfChildren: Number(v.numberOfChildren),
      custodyArrangement: v.custodyArrangement,
      ...timePayload(v),
      state: v.state,
    });
    if (serverErrors) form.errors.value = serverErrors;
  }

  const result = calculation.result.value;
  const status = calculation.status.value;

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
        <h2>Child Support Calculator</h2>
        <div className="ss-row">
          <MoneyField label="Custodial parent’s monthly income" required {...field('custodialParentIncome')} />
          <MoneyField label="Custodial parent’s monthly deductions" {...field('custodialParentDeductions')} />
        </div>
        <div className="ss-row">
          <MoneyField label="Non-custodial parent’s monthly income" required {...field('nonCustodialParentIncome')} />
          <MoneyField label="Non-custodial parent’s monthly deductions" {...field('nonCustodialParentDeductions')} />
        </div>
        <div className="ss-row">
          <SelectField label="Number of children" required placeholder="Select" options={CHILD_COUNT_OPTIONS} {...field('numberOfChildren')} />
          <SelectField label="Custody arrangement" required placeholder="Select" options={CUSTODY_OPTIONS} {...field('custodyArrangement')} onChange={setArrangement} />
        </div>
        <fieldset className="ss-options ss-toggle">
          <legend className="ss-label">Enter parenting time as</legend>
          <label className="ss-option">
            <input type="radio" name="timeMode" value="percent" checked={mode === 'percent'} onChange={() => setMode('percent')} />
            Percent of time
          </label>
          <label className="ss-option">
            <input type="radio" name="timeMode" value="overnights" checked={mode === 'overnights'} onChange={() => setMode('overnights')} />
            Overnights per year
          </label>
        </fieldset>
        {mode === 'percent' ? (
          <>
            <div className="ss-row">
              <TextField label="Custodial parent’s time (%)" inputMode="decimal" {...field('custodialParentTime')} onChange={(value) => setTime('custodialParentTime', value)} />
              <TextField label="Non-custodial parent’s time (%)" inputMode="decimal" {...field('nonCustodialParentTime')} onChange={(value) => setTime('nonCustodialParentTime', value)} />
            </div>
            <p className={total === 100 ? 'ss-hint' : 'ss-warning'} aria-live="polite">
              {total === undefined ? 'Enter both parents’ time.' : `Current total: ${total}%${total === 100 ? '' : ' — the two must add up to 100%'}`}
            </p>
          </>
        ) : (
          <>
            <div className="ss-row">
              <TextField label="Custodial parent’s overnights per year" inputMode="numeric" {...field('custodialParentOvernights')} onChange={(value) => setOvernights('custodialParentOvernights', value)} />
              <TextField label="Non-custodial parent’s overnights per year" inputMode="numeric" {...field('nonCustodialParentOvernights')} onChange={(value) => setOvernights('nonCustodialParentOvernights', value)} />
            </div>
            <p className={overnightTotal === 365 || overnightTotal === 366 ? 'ss-hint' : 'ss-warning'} aria-live="polite">
              {overnights.custodial.trim() === '' || overnights.noncustodial.trim() === '' || !Number.isFinite(overnightTotal)
                ? 'Enter both parents’ overnights.'
                : `Current total: ${overnightTotal} overnights${overnightTotal === 365 || overnightTotal === 366 ? '' : ' — the two must add up to 365 (366 in a leap year)'}`}
            </p>
          </>
        )}
        {isArrangement(values.custodyArrangement) && !timeEdited.value ? (
          <p className="ss-hint">The time was set from the arrangement; change it to match your actual schedule.</p>
        ) : null}
        {values.custodyArrangement === 'split' ? <p className="ss-hint">{SPLIT_CUSTODY_HINT}</p> : null}
        <p className="ss-warning" role="status" data-testid="custody-mismatch">
          {mismatch ?? ''}
        </p>
        <SelectField label="State" required placeholder="Select your state" options={STATE_OPTIONS} {...field('state')} />
        <div className="ss-actions">
          <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={status === 'calculating'}>
            {status === 'calculating' ? 'Calculating...' : 'Calculate Child Support'}
          </button>
          <button
            type="button"
            className="ss-btn"
            part="button"
            onClick={() => {
              form.reset();
              timeEdited.value = false;
              calculation.clear();
            }}
          >
            Clear
          </button>
        </div>
      </form>
      <ResultsPanel status={status} title="Your Child Support Estimate" emptyText="Enter both parents’ information and press Calculate to see an estimate.">
        {result ? (
          <>
            <ResultHeadline label="Estimated monthly child support" amount={formatMoney(result.monthlyPayment)}>
              <span className="ss-hint">{PAYER_TEXT[result.payer]}</span>
            </ResultHeadline>
            <ConfidenceNotice meta={result.meta} />
            <Breakdown
              rows={[
                { label: 'Combined income', value: formatMoney(result.combinedIncome), help: 'Both parents’ monthly income in the terms the state’s guideline uses (gross, adjusted or net, as the worksheet shows), added together.' },
                { label: 'Non-custodial parent’s income share', value: formatPercent(result.nonCustodialPercentage), help: 'The non-custodial parent’s part of the combined income; the support obligation is shared in the same proportion.' },
                { label: 'Base support amount', value: formatMoney(result.baseAmount), help: 'The paying parent’s share of the guideline amount for this many children, as the state’s worksheet computes it before add-ons. Where the formula itself includes parenting time (California, for example), it already reflects the time entered.' },
                {
                  label: 'Support with no parenting-time credit',
                  value: `${formatMoney(result.withoutParentingTime.monthlyPayment)}${result.withoutParentingTime.payer !== result.payer && result.withoutParentingTime.payer !== 'none' ? `, ${PAYER_TEXT[result.withoutParentingTime.payer]}` : ''}`,
                  help: 'The same case at sole custody (the non-custodial parent with no overnights): what the guideline gives before any credit for parenting time.',
                },
                { label: 'Custody adjustment', value: formatSignedMoney(0 - result.parentingTimeAdjustment), help: 'The effect of parenting time: the amount with the time entered minus the amount with no parenting-time credit. Negative means parenting time lowers support; $0 means the state’s guideline gives no credit at this level of time.' },
              ]}
            />
            <IncomeShareChart nonCustodialPercentage={result.nonCustodialPercentage} />
            <Worksheet steps={result.steps} meta={result.meta} />
            <h4>Important Notes</h4>
            <ul className="ss-notes">
              <li>This is an estimate for planning. A court can order a different amount.</li>
              <li>Health insurance, childcare and extraordinary expenses can change the amount.</li>
              <li>Talk with a family law attorney in your state before you rely on it.</li>
            </ul>
            <ResultActions calculationType="child-support" calculationId={result.id ?? null} schedulingUrl={schedulingUrl} />
          </>
        ) : null}
      </ResultsPanel>
    </div>
  );
}

/**
 * `<securesplit-child-support>`: the child support calculator.
 * @event securesplit:calculated - detail `{ calculator: 'child-support', result, calculationId }`
 * @csspart root, form, field, input, button, results, amount, breakdown, worksheet, chart, dialog, toast
 */
export function ChildSupportCalculator(props: ChildSupportCalculatorProps) {
  return (
    <WidgetFrame element="securesplit-child-support" label="Child support calculator" {...props}>
      <ChildSupportBody state={props.state} schedulingUrl={props.schedulingUrl} />
    </WidgetFrame>
  );
}
