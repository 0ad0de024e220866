import { useEffect, useMemo, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { isJurisdictionSlug } from '@securesplit/engine/jurisdictions';
import { WidgetFrame, type WidgetCommonProps } from '../runtime/context.js';
import { prefilledValues, type CalculatorInput } from '../shared/prefill.js';
import { Breakdown } from '../results/Breakdown.js';
import { ConfidenceNotice } from '../results/ConfidenceNotice.js';
import { ResultActions } from '../results/ResultActions.js';
import { ResultsPanel } from '../results/ResultsPanel.js';
import { useCalculation } from '../results/use-calculation.js';
import { useCalculateOnOpen, type SubmitOptions } from '../results/calculate-on-open.js';
import { Worksheet } from '../results/Worksheet.js';
import { STATE_OPTIONS } from '../shared/constants.js';
import { LocaleBoundary, useI18n } from '../runtime/i18n.js';
import type { Translate } from '@securesplit/engine/locale';
import { moneyValue } from '../shared/validation.js';
import { autoSlashDate, marriageLength, toIsoDate } from '../ui/dates.js';
import { MoneyField, SelectField, TextField } from '../ui/Field.js';
import { createFormState } from '../ui/form-state.js';
import { formatPercent } from '../ui/format.js';
import { initialAlimonyValues, validateAlimony, type AlimonyField } from './validate.js';
import { ResultHeadline } from '../results/ResultHeadline.js';

/** Props of the Alimony calculator: the common widget props plus the scheduling page for bookings. */
export interface AlimonyCalculatorProps extends WidgetCommonProps {
  /** Scheduling page opened after a consultation request (shown 700 px high in the booking dialog). */
  schedulingUrl?: string;
  /** `en` or `es` (attribute `locale`); without it, the host page's `<html lang>`, else English. */
  locale?: string;
}

interface AlimonyBodyProps {
  state?: string | undefined;
  schedulingUrl?: string | undefined;
  input?: CalculatorInput | undefined;
  inputInHistory?: boolean | undefined;
  /** Only where no LocaleBoundary is above (the calculator's own element has one). */
  locale?: string | undefined;
}

function alimonyTypeOptions(t: Translate) {
  return (['temporary', 'permanent', 'rehabilitative', 'reimbursement'] as const).map((value) => ({ value, label: t(`alimony.type.${value}`) }));
}

/** The alimony form and its results panel, without a frame (the tabs element reuses it). */
export function AlimonyBody(props: AlimonyBodyProps) {
  return (
    <LocaleBoundary locale={props.locale}>
      <AlimonyForm {...props} />
    </LocaleBoundary>
  );
}

function AlimonyForm({ state, schedulingUrl, input, inputInHistory }: AlimonyBodyProps) {
  useSignals();
  const { t, locale, money } = useI18n();
  const messages = useMemo(
    () => ({
      success: { title: t('toast.calculationComplete') },
      failure: { title: t('toast.alimonyFailed.title'), description: t('toast.alimonyFailed.description') },
    }),
    [t],
  );
  const language = useMemo(() => ({ t, locale }), [t, locale]);
  const slug = state?.trim().toLowerCase();
  // Created once; a later `state` prop is applied by the effect below without losing what was typed.
  const form = useMemo(() => createFormState(prefilledValues(initialAlimonyValues(slug && isJurisdictionSlug(slug) ? slug : ''), input)), []);
  const calculation = useCalculation('alimony', messages, language);
  useEffect(() => {
    if (slug && isJurisdictionSlug(slug)) form.set('state', slug);
  }, [slug, form]);

  const values = form.values.value;
  const errors = form.errors.value;
  const field = (name: AlimonyField) => ({ name, value: values[name], error: errors[name], onChange: (value: string) => form.set(name, value) });
  const from = toIsoDate(values.marriageDate);
  const to = toIsoDate(values.separationDate);
  const length = from && to ? marriageLength(from, to) : undefined;

  async function submit(options: SubmitOptions = {}) {
    const found = validateAlimony(form.values.value, t, locale);
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
    }, options);
    if (serverErrors) form.errors.value = serverErrors;
  }

  const formElement = useRef<HTMLFormElement>(null);
  useCalculateOnOpen(input && { input, inHistory: inputInHistory }, () => Object.keys(validateAlimony(form.values.value, t, locale)).length === 0, submit);

  const result = calculation.result.value;
  const status = calculation.status.value;
  return (
    <div className="ss-calc">
      <form
        ref={formElement}
        className="ss-form"
        part="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2>{t('alimony.title')}</h2>
        <div className="ss-row">
          <TextField label={t('alimony.field.marriageDate')} placeholder={t('alimony.datePlaceholder')} inputMode="numeric" maxLength={10} required {...field('marriageDate')} onChange={(value) => form.set('marriageDate', autoSlashDate(value))} />
          <TextField label={t('alimony.field.separationDate')} placeholder={t('alimony.datePlaceholder')} inputMode="numeric" maxLength={10} required {...field('separationDate')} onChange={(value) => form.set('separationDate', autoSlashDate(value))} />
        </div>
        <p className="ss-hint" aria-live="polite">
          {length ? t('alimony.length', { years: length.years, months: length.months }) : t('alimony.lengthEmpty')}
        </p>
        <div className="ss-row">
          <MoneyField label={t('alimony.field.payerIncome')} required {...field('payerIncome')} />
          <MoneyField label={t('alimony.field.recipientIncome')} {...field('recipientIncome')} />
        </div>
        <div className="ss-row">
          <MoneyField label={t('alimony.field.payerExpenses')} {...field('payerExpenses')} />
          <MoneyField label={t('alimony.field.recipientExpenses')} {...field('recipientExpenses')} />
        </div>
        <div className="ss-row">
          <TextField label={t('alimony.field.payerAge')} inputMode="numeric" required {...field('payerAge')} />
          <TextField label={t('alimony.field.recipientAge')} inputMode="numeric" required {...field('recipientAge')} />
        </div>
        <div className="ss-row">
          <SelectField label={t('alimony.field.alimonyType')} required placeholder={t('alimony.select')} options={alimonyTypeOptions(t)} {...field('alimonyType')} />
          <SelectField label={t('alimony.field.state')} required placeholder={t('alimony.selectState')} options={STATE_OPTIONS} {...field('state')} />
        </div>
        <div className="ss-actions">
          <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={status === 'calculating'}>
            {status === 'calculating' ? t('alimony.calculating') : t('alimony.submit')}
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
            {t('alimony.clear')}
          </button>
        </div>
      </form>
      <ResultsPanel status={status} result={result} worksheet={result && calculation.input.value ? { calculator: 'alimony', input: calculation.input.value } : null} title={t('alimony.results.title')} emptyText={t('alimony.results.empty')}>
        {result ? (
          <>
            {result.amountIsCeiling ? (
              // Without the receiving spouse's expenses, a need-or-limit rule (Texas, Florida, New Hampshire) gives only its limit.
              <>
                <ResultHeadline label={t('alimony.ceiling.headline')} amount={money(result.monthlyPayment)}>
                  <span className="ss-hint" data-testid="ceiling-note">
                    {t('alimony.ceiling.note', { state: result.meta.jurisdictionName })}
                  </span>
                </ResultHeadline>
                <div className="ss-card" data-testid="ceiling-needs">
                  <p>{t('alimony.ceiling.needs')}</p>
                  <button type="button" className="ss-btn" part="button" onClick={() => formElement.current?.querySelector<HTMLInputElement>('[name=recipientExpenses]')?.focus()}>
                    {t('alimony.ceiling.enterExpenses')}
                  </button>
                </div>
              </>
            ) : (
              <ResultHeadline label={t('alimony.headline')} amount={money(result.monthlyPayment)}>
                {result.monthlyRange.low !== result.monthlyRange.high ? (
                  <span className="ss-hint">
                    {t('alimony.range', { low: money(result.monthlyRange.low), high: money(result.monthlyRange.high) })}
                  </span>
                ) : null}
              </ResultHeadline>
            )}
            <ConfidenceNotice meta={result.meta} />
            <Breakdown
              rows={[
                { label: t('alimony.row.incomeDifferential'), value: money(result.incomeDifferential), help: t('alimony.row.incomeDifferential.help') },
                { label: t('alimony.row.percentage'), value: formatPercent(result.percentage), help: t('alimony.row.percentage.help') },
                { label: t('alimony.row.duration'), value: result.duration, help: t('alimony.row.duration.help'), kind: 'text' },
              ]}
            />
            <Worksheet steps={result.steps} meta={result.meta} />
            <h4>{t('alimony.notes.title')}</h4>
            <ul className="ss-notes">
              {result.isGuidelineFormula ? null : <li>{t('alimony.notes.noFormula')}</li>}
              <li>{t('alimony.notes.tax')}</li>
              <li>{t('alimony.notes.attorney')}</li>
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
 * @event securesplit:pdf - detail `{ calculator: 'alimony' }` when the result's Download PDF handed the worksheet PDF to the browser (no figures)
 * @csspart root, form, field, input, button, results, amount, breakdown, worksheet, dialog, toast
 */
export function AlimonyCalculator(props: AlimonyCalculatorProps) {
  return (
    <LocaleBoundary locale={props.locale}>
      <AlimonyFrame {...props} />
    </LocaleBoundary>
  );
}

function AlimonyFrame(props: AlimonyCalculatorProps) {
  const { t } = useI18n();
  return (
    <WidgetFrame element="securesplit-alimony" label={t('alimony.region')} {...props}>
      <AlimonyBody state={props.state} schedulingUrl={props.schedulingUrl} />
    </WidgetFrame>
  );
}
