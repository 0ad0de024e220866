import { useMemo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { BudgetResult } from '@securesplit/engine';
import { WidgetFrame, type WidgetCommonProps } from '../runtime/context.js';
import { prefilledValues, type CalculatorInput } from '../shared/prefill.js';
import { BudgetCharts } from '../results/charts.js';
import { ResultActions } from '../results/ResultActions.js';
import { ResultsPanel } from '../results/ResultsPanel.js';
import { useCalculation } from '../results/use-calculation.js';
import { Worksheet } from '../results/Worksheet.js';
import { TOASTS } from '../shared/messages.js';
import { moneyValue } from '../shared/validation.js';
import { MoneyField } from '../ui/Field.js';
import { createFormState } from '../ui/form-state.js';
import { formatMoney, formatSignedMoney } from '../ui/format.js';
import { BUDGET_FIELDS, initialBudgetValues, validateBudget } from './fields.js';
import { ResultHeadline } from '../results/ResultHeadline.js';

/** Props of the Budget calculator: the common widget props plus the scheduling page for bookings. */
export interface BudgetCalculatorProps extends WidgetCommonProps {
  /** Scheduling page opened after a consultation request (shown 700 px high in the booking dialog). */
  schedulingUrl?: string;
}

const MESSAGES = { success: TOASTS.budgetComplete, failure: TOASTS.budgetFailed };

/** Spec part 1, sections 2 and 9: the message and the report button for each classification. */
export function budgetMessage(result: Pick<BudgetResult, 'classification' | 'monthlySurplus'>): { text: string; button: string } {
  if (result.classification === 'deficit') {
    return {
      text: `Your expenses exceed your income by ${formatMoney(Math.abs(result.monthlySurplus))} a month. Clients we work with typically improve their monthly cash flow by $800–2,400.`,
      button: 'Get Your Budget Report & Expert Consultation',
    };
  }
  if (result.classification === 'tight') {
    return {
      text: `Your budget is tight: ${formatMoney(result.monthlySurplus)} left each month. A plan could free up $500–1,500 a month.`,
      button: 'Get Your Budget Report & Savings Plan',
    };
  }
  return {
    text: `You keep ${formatMoney(result.monthlySurplus)} a month. That is room to build savings and the financial freedom you are planning for.`,
    button: 'Get Your Budget Report & Growth Plan',
  };
}

export function BudgetBody({ schedulingUrl, input }: { schedulingUrl?: string | undefined; input?: CalculatorInput | undefined }) {
  useSignals();
  const form = useMemo(() => createFormState(prefilledValues(initialBudgetValues(), input)), []);
  const calculation = useCalculation('budget', MESSAGES);
  const values = form.values.value;
  const errors = form.errors.value;

  async function submit() {
    const found = validateBudget(form.values.value);
    form.errors.value = found;
    if (Object.keys(found).length > 0) return;
    const input = Object.fromEntries(BUDGET_FIELDS.map((f) => [f.name, moneyValue(form.values.value[f.name])]));
    const serverErrors = await calculation.run(input);
    if (serverErrors) form.errors.value = serverErrors;
  }

  const result = calculation.result.value;
  const status = calculation.status.value;
  const message = result ? budgetMessage(result) : null;
  const fieldsOf = (group: 'income' | 'expense') =>
    BUDGET_FIELDS.filter((f) => f.group === group).map((f) => (
      <MoneyField key={f.name} label={f.label} name={f.name} required={'required' in f} value={values[f.name]} error={errors[f.name]} onChange={(value) => form.set(f.name, value)} />
    ));

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
        <h2>Budget Planner</h2>
        <h3>Monthly income</h3>
        <div className="ss-row">{fieldsOf('income')}</div>
        <h3>Monthly expenses</h3>
        <div className="ss-row">{fieldsOf('expense')}</div>
        <div className="ss-actions">
          <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={status === 'calculating'}>
            {status === 'calculating' ? 'Calculating...' : 'Analyze My Budget'}
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
      <ResultsPanel status={status} title="Your Budget Analysis" emptyText="Enter your monthly income and expenses and press Analyze to see where you stand.">
        {result && message ? (
          <>
            <p className="ss-banner" data-tone={result.classification}>
              {message.text}
            </p>
            <ResultHeadline label="Net monthly cash flow" amount={formatSignedMoney(result.monthlySurplus)}>
              <span className="ss-hint">{result.isDeficit ? 'monthly deficit' : 'monthly surplus'}</span>
            </ResultHeadline>
            <dl className="ss-breakdown" part="breakdown">
              <div className="ss-breakdown-row">
                <dt>Total monthly income</dt>
                <dd>{formatMoney(result.totalIncome)}</dd>
              </div>
              <div className="ss-breakdown-row">
                <dt>Total monthly expenses</dt>
                <dd>{formatMoney(result.totalExpenses)}</dd>
              </div>
              <div className="ss-breakdown-row">
                <dt>Net monthly cash flow</dt>
                <dd>{formatSignedMoney(result.monthlySurplus)}</dd>
              </div>
            </dl>
            <BudgetCharts result={result} />
            <Worksheet steps={result.steps} />
            <ResultActions calculationType="budget" calculationId={result.id ?? null} guidanceLabel={message.button} schedulingUrl={schedulingUrl} />
          </>
        ) : null}
      </ResultsPanel>
    </div>
  );
}

/**
 * `<securesplit-budget>`: the post-divorce budget planner.
 * @event securesplit:calculated - detail `{ calculator: 'budget', result, calculationId }`
 * @csspart root, form, field, input, button, results, amount, breakdown, worksheet, chart, dialog, toast
 */
export function BudgetCalculator(props: BudgetCalculatorProps) {
  return (
    <WidgetFrame element="securesplit-budget" label="Budget planner" {...props}>
      <BudgetBody schedulingUrl={props.schedulingUrl} />
    </WidgetFrame>
  );
}
