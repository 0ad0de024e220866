import { useEffect, useMemo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { isJurisdictionSlug } from '@securesplit/engine/jurisdictions';
import { WidgetFrame, type WidgetCommonProps } from '../runtime/context.js';
import { prefilledValues, type CalculatorInput } from '../shared/prefill.js';
import { Breakdown } from '../results/Breakdown.js';
import { ConfidenceNotice } from '../results/ConfidenceNotice.js';
import { ResultActions } from '../results/ResultActions.js';
import { ResultsPanel } from '../results/ResultsPanel.js';
import { useCalculation } from '../results/use-calculation.js';
import { Worksheet } from '../results/Worksheet.js';
import { ALIMONY_TYPE_OPTIONS, STATE_OPTIONS } from '../shared/constants.js';
import { TOASTS } from '../shared/messages.js';
import { moneyValue } from '../shared/validation.js';
import { autoSlashDate, marriageLength, toIsoDate } from '../ui/dates.js';
import { MoneyField, SelectField, TextField } from '../ui/Field.js';
import { createFormState } from '../ui/form-state.js';
import { formatMoney, formatPercent } from '../ui/format.js';
import { initialAlimonyValues, validateAlimony, type AlimonyField } from './validate.js';
import { ResultHeadline } from '../results/ResultHeadline.js';

/** Props of the Alimony calculator: the common widget props plus the scheduling page for bookings. */
export interface AlimonyCalculatorProps extends WidgetCommonProps {
  /** Scheduling page opened after a consultation request (shown 700 px high in the booking dialog). */
  schedulingUrl?: string;
}

const MESSAGES = { success: TOASTS.calculationComplete, failure: TOASTS.alimonyFailed };

/** Spec part 1, section 2: the tooltips' wording on base percentages and duration. */
const PERCENTAGE_HELP = 'Base percentages vary by state: for example Massachusetts 30%, New York 30% under an income cap, California 25%, Texas 20%.';
const DURATION_HELP = 'Marriages under 10 years often get support for about half their length; 10–20 years, 60–80%; over 20 years it may be indefinite.';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function AlimonyBody({ state, schedulingUrl, input }: { state?: string | undefined; schedulingUrl?: string | undefined; input?: CalculatorInput | undefined }) {
  useSignals();
  const slug = state?.trim().toLowerCase();
  // Created once; a later `state` prop is applied by the effect below without losing what was typed.
  const form = useMemo(() => createFormState(prefilledValues(initialAlimonyValues(slug && isJurisdictionSlug(slug) ? slug : ''), input)), []);
  const calculation = useCalculation('alimony', MESSAGES);
  useEffect(() => {
    if (slug && isJurisdictionSlug(slug)) form.set('state', slug);
  }, [slug, form]);

  const values = form.values.value;
  const errors = form.errors.value;
  const field = (name: AlimonyField) => ({ name, value: values[name], error: errors[name], onChange: (value: string) => form.set(name, value) });
  const from = toIsoDate(values.marriageDate);
  const to = toIsoDate(values.separationDate);
  const length = from && to ? marriageLength(from, to) : undefined;

  async function submit() {
    const found = validateAlimony(form.values.value);
    form.errors.value = found;
    if (Object.keys(found).length > 0) return;
    const v = form.values.value;
    const serverErrors = await calculation.run({
      marriageDate: toIsoDate(v.marriageDate),
      separationDate: toIsoDate(v.separationDate),
      payerIncome: moneyValue(v.payerIncome),
      recipientIncome: moneyValue(v.recipientIncome),
      payerExpenses: moneyValue(v.payerExpenses),
      recipientExpenses: moneyValue(v.recipientExpenses),
      alimonyType: v.alimonyType,
      payerAge: Number(v.payerAge),
      recipientAge: Number(v.recipientAge),
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
        <h2>Alimony Calculator</h2>
        <div className="ss-row">
          <TextField label="Date of marriage" placeholder="MM/DD/YYYY" inputMode="numeric" maxLength={10} required {...field('marriageDate')} onChange={(value) => form.set('marriageDate', autoSlashDate(value))} />
          <TextField label="Date of separation" placeholder="MM/DD/YYYY" inputMode="numeric" maxLength={10} required {...field('separationDate')} onChange={(value) => form.set('separationDate', autoSlashDate(value))} />
        </div>
        <p className="ss-hint" aria-live="polite">
          {length ? `Length of marriage: ${plural(length.years, 'year')} and ${plural(length.months, 'month')}` : 'Enter both dates to see the length of the marriage.'}
        </p>
        <div className="ss-row">
          <MoneyField label="Paying spouse’s monthly income" required {...field('payerIncome')} />
          <MoneyField label="Receiving spouse’s monthly income" {...field('recipientIncome')} />
        </div>
        <div className="ss-row">
          <MoneyField label="Paying spouse’s monthly expenses" {...field('payerExpenses')} />
          <MoneyField label="Receiving spouse’s monthly expenses" {...field('recipientExpenses')} />
        </div>
        <div className="ss-row">
          <TextField label="Paying spouse’s age" inputMode="numeric" required {...field('payerAge')} />
          <TextField label="Receiving spouse’s age" inputMode="numeric" required {...field('recipientAge')} />
        </div>
        <div className="ss-row">
          <SelectField label="Type of alimony" required placeholder="Select" options={ALIMONY_TYPE_OPTIONS} {...field('alimonyType')} />
          <SelectField label="State" required placeholder="Select your state" options={STATE_OPTIONS} {...field('state')} />
        </div>
        <div className="ss-actions">
          <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={status === 'calculating'}>
            {status === 'calculating' ? 'Calculating...' : 'Calculate Alimony'}
          </button>
          <button
            type="button"
            className="ss-btn"
            part="button"
            onClick={() => {
              form.reset();
              calculation.clear();
            }}
          >
            Clear
          </button>
        </div>
      </form>
      <ResultsPanel status={status} title="Your Alimony Estimate" emptyText="Enter the dates, incomes and ages and press Calculate to see an estimate.">
        {result ? (
          <>
            <ResultHeadline label="Estimated monthly alimony" amount={formatMoney(result.monthlyPayment)}>
              {result.monthlyRange.low !== result.monthlyRange.high ? (
                <span className="ss-hint">
                  Likely range {formatMoney(result.monthlyRange.low)} to {formatMoney(result.monthlyRange.high)}
                </span>
              ) : null}
            </ResultHeadline>
            <ConfidenceNotice meta={result.meta} />
            <Breakdown
              rows={[
                { label: 'Income differential', value: formatMoney(result.incomeDifferential), help: 'The paying spouse’s monthly income minus the receiving spouse’s, on the basis the state uses.' },
                { label: 'Base percentage', value: formatPercent(result.percentage), help: PERCENTAGE_HELP },
                { label: 'Duration estimate', value: result.duration, help: DURATION_HELP, kind: 'text' },
              ]}
            />
            <Worksheet steps={result.steps} meta={result.meta} />
            <h4>Important Notes</h4>
            <ul className="ss-notes">
              {result.isGuidelineFormula ? null : <li>Your state has no fixed alimony formula; courts weigh many factors, so treat this as a starting point.</li>}
              <li>Alimony agreed or ordered after 2018 is not deductible for the payer nor taxable to the recipient under federal law.</li>
              <li>Talk with a family law attorney in your state before you rely on it.</li>
            </ul>
            <ResultActions calculationType="alimony" calculationId={result.id ?? null} schedulingUrl={schedulingUrl} />
          </>
        ) : null}
      </ResultsPanel>
    </div>
  );
}

/**
 * `<securesplit-alimony>`: the alimony calculator.
 * @event securesplit:calculated - detail `{ calculator: 'alimony', result, calculationId }`
 * @csspart root, form, field, input, button, results, amount, breakdown, worksheet, dialog, toast
 */
export function AlimonyCalculator(props: AlimonyCalculatorProps) {
  return (
    <WidgetFrame element="securesplit-alimony" label="Alimony calculator" {...props}>
      <AlimonyBody state={props.state} schedulingUrl={props.schedulingUrl} />
    </WidgetFrame>
  );
}
