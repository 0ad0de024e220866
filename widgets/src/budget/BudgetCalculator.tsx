import { useMemo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { BudgetResult } from '@securesplit/engine';
import { WidgetFrame, type WidgetCommonProps } from '../runtime/context.js';
import { prefilledValues, type CalculatorInput } from '../shared/prefill.js';
import { BudgetCharts } from '../results/charts.js';
import { ResultActions } from '../results/ResultActions.js';
import { ResultsPanel } from '../results/ResultsPanel.js';
import { useCalculation } from '../results/use-calculation.js';
import { useCalculateOnOpen, type SubmitOptions } from '../results/calculate-on-open.js';
import { Worksheet } from '../results/Worksheet.js';
import { LocaleBoundary, useI18n, type I18n } from '../runtime/i18n.js';
import { moneyValue } from '../shared/validation.js';
import { MoneyField } from '../ui/Field.js';
import { createFormState } from '../ui/form-state.js';
import { BUDGET_FIELDS, budgetLabel, initialBudgetValues, validateBudget } from './fields.js';
import { ResultHeadline } from '../results/ResultHeadline.js';

/** Props of the Budget calculator: the common widget props plus the scheduling page for bookings. */
export interface BudgetCalculatorProps extends WidgetCommonProps {
  /** Scheduling page opened after a consultation request (shown 700 px high in the booking dialog). */
  schedulingUrl?: string;
  /** `en` or `es` (attribute `locale`); without it, the host page's `<html lang>`, else English. */
  locale?: string;
}

/** Spec part 1, sections 2 and 9: the message and the report button for each classification, in the reader's language. */
export function budgetMessage(result: Pick<BudgetResult, 'classification' | 'monthlySurplus'>, { t, money }: Pick<I18n, 't' | 'money'>): { text: string; button: string } {
  const kind = result.classification === 'deficit' ? 'deficit' : result.classification === 'tight' ? 'tight' : 'healthy';
  return { text: t(`budget.message.${kind}`, { amount: money(kind === 'deficit' ? Math.abs(result.monthlySurplus) : result.monthlySurplus) }), button: t(`budget.message.${kind}.button`) };
}

/** Signed money as the cash flow shows it: "+$120", "−$85". */
function signedMoney(money: I18n['money'], value: number): string {
  if (value === 0) return money(0);
  return `${value > 0 ? '+' : '−'}${money(Math.abs(value))}`;
}

interface BudgetBodyProps {
  schedulingUrl?: string | undefined;
  input?: CalculatorInput | undefined;
  inputInHistory?: boolean | undefined;
  /** Only where no LocaleBoundary is above (the calculator's own element has one). */
  locale?: string | undefined;
}

/** The budget form and its results panel, without a frame (the tabs element reuses it). */
export function BudgetBody(props: BudgetBodyProps) {
  return (
    <LocaleBoundary locale={props.locale}>
      <BudgetForm {...props} />
    </LocaleBoundary>
  );
}

function BudgetForm({ schedulingUrl, input, inputInHistory }: BudgetBodyProps) {
  useSignals();
  const i18n = useI18n();
  const { t, locale, money } = i18n;
  const messages = useMemo(
    () => ({
      success: { title: t('toast.budgetComplete') },
      failure: { title: t('toast.budgetFailed.title'), description: t('toast.budgetFailed.description') },
    }),
    [t],
  );
  const language = useMemo(() => ({ t, locale }), [t, locale]);
  const form = useMemo(() => createFormState(prefilledValues(initialBudgetValues(), input)), []);
  const calculation = useCalculation('budget', messages, language);
  const values = form.values.value;
  const errors = form.errors.value;

  async function submit(options: SubmitOptions = {}) {
    const found = validateBudget(form.values.value, t, locale);
    form.errors.value = found;
    if (Object.keys(found).length > 0) return;
    const input = Object.fromEntries(BUDGET_FIELDS.map((f) => [f.name, moneyValue(form.values.value[f.name])]));
    const serverErrors = await calculation.run(input, options);
    if (serverErrors) form.errors.value = serverErrors;
  }

  useCalculateOnOpen(input && { input, inHistory: inputInHistory }, () => Object.keys(validateBudget(form.values.value, t, locale)).length === 0, submit);

  const result = calculation.result.value;
  const status = calculation.status.value;
  const message = result ? budgetMessage(result, i18n) : null;
  const fieldsOf = (group: 'income' | 'expense') =>
    BUDGET_FIELDS.filter((f) => f.group === group).map((f) => (
      <MoneyField key={f.name} label={t(budgetLabel(f.name))} name={f.name} required={'required' in f} value={values[f.name]} error={errors[f.name]} onChange={(value) => form.set(f.name, value)} />
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
        <h2>{t('budget.title')}</h2>
        <h3>{t('budget.incomeHeading')}</h3>
        <div className="ss-row">{fieldsOf('income')}</div>
        <h3>{t('budget.expensesHeading')}</h3>
        <div className="ss-row">{fieldsOf('expense')}</div>
        <div className="ss-actions">
          <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={status === 'calculating'}>
            {status === 'calculating' ? t('budget.calculating') : t('budget.submit')}
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
            {t('budget.clear')}
          </button>
        </div>
      </form>
      <ResultsPanel status={status} result={result} worksheet={result && calculation.input.value ? { calculator: 'budget', input: calculation.input.value } : null} title={t('budget.results.title')} emptyText={t('budget.results.empty')}>
        {result && message ? (
          <>
            <p className="ss-banner" data-tone={result.classification}>
              {message.text}
            </p>
            <ResultHeadline label={t('budget.headline')} amount={signedMoney(money, result.monthlySurplus)}>
              <span className="ss-hint">{result.isDeficit ? t('budget.deficit') : t('budget.surplus')}</span>
            </ResultHeadline>
            <dl className="ss-breakdown" part="breakdown">
              <div className="ss-breakdown-row">
                <dt>{t('budget.row.totalIncome')}</dt>
                <dd>{money(result.totalIncome)}</dd>
              </div>
              <div className="ss-breakdown-row">
                <dt>{t('budget.row.totalExpenses')}</dt>
                <dd>{money(result.totalExpenses)}</dd>
              </div>
              <div className="ss-breakdown-row">
                <dt>{t('budget.row.net')}</dt>
                <dd>{signedMoney(money, result.monthlySurplus)}</dd>
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
 * @event securesplit:pdf - detail `{ calculator: 'budget' }` when the result's Download PDF handed the worksheet PDF to the browser (no figures)
 * @csspart root, form, field, input, button, results, amount, breakdown, worksheet, chart, dialog, toast
 */
export function BudgetCalculator(props: BudgetCalculatorProps) {
  return (
    <LocaleBoundary locale={props.locale}>
      <BudgetFrame {...props} />
    </LocaleBoundary>
  );
}

function BudgetFrame(props: BudgetCalculatorProps) {
  const { t } = useI18n();
  return (
    <WidgetFrame element="securesplit-budget" label={t('budget.region')} {...props}>
      <BudgetBody schedulingUrl={props.schedulingUrl} />
    </WidgetFrame>
  );
}
