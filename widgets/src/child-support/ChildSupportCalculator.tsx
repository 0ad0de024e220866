import { useEffect, useMemo } from 'react';
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { sharesByIncome } from '@securesplit/engine/constants';
import { isJurisdictionSlug } from '@securesplit/engine/jurisdictions';
import { WidgetFrame, type WidgetCommonProps } from '../runtime/context.js';
import { prefilledValues, type CalculatorInput } from '../shared/prefill.js';
import { Breakdown } from '../results/Breakdown.js';
import { IncomeShareChart } from '../results/charts.js';
import { ConfidenceNotice } from '../results/ConfidenceNotice.js';
import { ResultActions } from '../results/ResultActions.js';
import { ResultsPanel } from '../results/ResultsPanel.js';
import { useCalculation } from '../results/use-calculation.js';
import { useCalculateOnOpen, type SubmitOptions } from '../results/calculate-on-open.js';
import { Worksheet } from '../results/Worksheet.js';
import { STATE_OPTIONS } from '../shared/constants.js';
import { moneyValue } from '../shared/validation.js';
import { MoneyField, SelectField, TextField } from '../ui/Field.js';
import { createFormState } from '../ui/form-state.js';
import { LocaleBoundary, useI18n, type I18n } from '../runtime/i18n.js';
import {
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
import { WhatMovesTheAmount } from './WhatMovesTheAmount.js';
import { SeeBothHouseholds } from '../households/SeeBothHouseholds.js';

/** Props of the ChildSupport calculator: the common widget props plus the scheduling page for bookings. */
export interface ChildSupportCalculatorProps extends WidgetCommonProps {
  /** Scheduling page opened after a consultation request (shown 700 px high in the booking dialog). */
  schedulingUrl?: string;
  /** `en` or `es` (attribute `locale`); without it, the host page's `<html lang>`, else English. */
  locale?: string;
}

const PAYER_TEXT = {
  noncustodial: 'childSupport.payer.noncustodial',
  custodial: 'childSupport.payer.custodial',
  none: 'childSupport.payer.none',
} as const;

/** The choices in the reader's language (the values are the API's). */
function childCountOptions({ t }: I18n) {
  return [
    ...['1', '2', '3', '4'].map((n) => ({ value: n, label: n })),
    { value: '5', label: t('childSupport.children.5') },
  ];
}

function custodyOptions({ t }: I18n) {
  return (['primary', 'joint', 'shared', 'split'] as const).map((value) => ({ value, label: t(`childSupport.custody.${value}`) }));
}

/** Signed money as the custody adjustment shows it: "+$120", "−$85". */
function signedMoney(i18n: I18n, value: number): string {
  if (value === 0) return i18n.money(0);
  return `${value > 0 ? '+' : '−'}${i18n.money(Math.abs(value))}`;
}

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
export function ChildSupportBody(props: ChildSupportBodyProps) {
  return (
    <LocaleBoundary locale={props.locale}>
      <ChildSupportForm {...props} />
    </LocaleBoundary>
  );
}

interface ChildSupportBodyProps {
  state?: string | undefined;
  schedulingUrl?: string | undefined;
  input?: CalculatorInput | undefined;
  inputInHistory?: boolean | undefined;
  /** Only where no LocaleBoundary is above (the calculator's own element has one). */
  locale?: string | undefined;
}

function ChildSupportForm({ state, schedulingUrl, input, inputInHistory }: ChildSupportBodyProps) {
  useSignals();
  const i18n = useI18n();
  const { t, locale } = i18n;
  const messages = useMemo(
    () => ({
      success: { title: t('toast.calculationComplete') },
      failure: { title: t('toast.childSupportFailed.title'), description: t('toast.childSupportFailed.description') },
    }),
    [t],
  );
  const language = useMemo(() => ({ t, locale }), [t, locale]);
  // Created once; a later `state` prop is applied by the effect below without losing what was typed.
  const form = useMemo(() => createFormState(childSupportStart(preselected(state), input)), []);
  const calculation = useCalculation('child-support', messages, language);
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
  const mismatch = custodyMismatch(values.custodyArrangement, mode === 'overnights' ? overnightShares(overnights) : percentShares(percents), t);
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

  async function submit(options: SubmitOptions = {}) {
    const found = validateChildSupport(form.values.value, t, locale);
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
    }, options);
    if (serverErrors) form.errors.value = serverErrors;
  }

  useCalculateOnOpen(input && { input, inHistory: inputInHistory }, () => Object.keys(validateChildSupport(form.values.value, t, locale)).length === 0, submit);

  const result = calculation.result.value;
  const status = calculation.status.value;
  const byIncome = result ? sharesByIncome(result.meta.model) : true;

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
        <h2>{t('childSupport.title')}</h2>
        <div className="ss-row">
          <MoneyField label={t('childSupport.field.custodialParentIncome')} required {...field('custodialParentIncome')} />
          <MoneyField label={t('childSupport.field.custodialParentDeductions')} {...field('custodialParentDeductions')} />
        </div>
        <div className="ss-row">
          <MoneyField label={t('childSupport.field.nonCustodialParentIncome')} required {...field('nonCustodialParentIncome')} />
          <MoneyField label={t('childSupport.field.nonCustodialParentDeductions')} {...field('nonCustodialParentDeductions')} />
        </div>
        <div className="ss-row">
          <SelectField label={t('childSupport.field.numberOfChildren')} required placeholder={t('childSupport.select')} options={childCountOptions(i18n)} {...field('numberOfChildren')} />
          <SelectField label={t('childSupport.field.custodyArrangement')} required placeholder={t('childSupport.select')} options={custodyOptions(i18n)} {...field('custodyArrangement')} onChange={setArrangement} />
        </div>
        <fieldset className="ss-options ss-toggle">
          <legend className="ss-label">{t('childSupport.timeMode.legend')}</legend>
          <label className="ss-option">
            <input type="radio" name="timeMode" value="percent" checked={mode === 'percent'} onChange={() => setMode('percent')} />
            {t('childSupport.timeMode.percent')}
          </label>
          <label className="ss-option">
            <input type="radio" name="timeMode" value="overnights" checked={mode === 'overnights'} onChange={() => setMode('overnights')} />
            {t('childSupport.timeMode.overnights')}
          </label>
        </fieldset>
        {mode === 'percent' ? (
          <>
            <div className="ss-row">
              <TextField label={t('childSupport.field.custodialParentTime')} inputMode="decimal" {...field('custodialParentTime')} onChange={(value) => setTime('custodialParentTime', value)} />
              <TextField label={t('childSupport.field.nonCustodialParentTime')} inputMode="decimal" {...field('nonCustodialParentTime')} onChange={(value) => setTime('nonCustodialParentTime', value)} />
            </div>
            <p className={total === 100 ? 'ss-hint' : 'ss-warning'} aria-live="polite">
              {total === undefined ? t('childSupport.time.enterBoth') : t(total === 100 ? 'childSupport.time.total' : 'childSupport.time.totalWrong', { total: i18n.number(total) })}
            </p>
          </>
        ) : (
          <>
            <div className="ss-row">
              <TextField label={t('childSupport.field.custodialParentOvernights')} inputMode="numeric" {...field('custodialParentOvernights')} onChange={(value) => setOvernights('custodialParentOvernights', value)} />
              <TextField label={t('childSupport.field.nonCustodialParentOvernights')} inputMode="numeric" {...field('nonCustodialParentOvernights')} onChange={(value) => setOvernights('nonCustodialParentOvernights', value)} />
            </div>
            <p className={overnightTotal === 365 || overnightTotal === 366 ? 'ss-hint' : 'ss-warning'} aria-live="polite">
              {overnights.custodial.trim() === '' || overnights.noncustodial.trim() === '' || !Number.isFinite(overnightTotal)
                ? t('childSupport.overnights.enterBoth')
                : t(overnightTotal === 365 || overnightTotal === 366 ? 'childSupport.overnights.total' : 'childSupport.overnights.totalWrong', { total: overnightTotal })}
            </p>
          </>
        )}
        {isArrangement(values.custodyArrangement) && !timeEdited.value ? (
          <p className="ss-hint">{t('childSupport.time.fromArrangement')}</p>
        ) : null}
        {values.custodyArrangement === 'split' ? <p className="ss-hint">{t('childSupport.splitHint')}</p> : null}
        <p className="ss-warning" role="status" data-testid="custody-mismatch">
          {mismatch ?? ''}
        </p>
        <SelectField label={t('childSupport.field.state')} required placeholder={t('childSupport.selectState')} options={STATE_OPTIONS} {...field('state')} />
        <div className="ss-actions">
          <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={status === 'calculating'}>
            {status === 'calculating' ? t('childSupport.calculating') : t('childSupport.submit')}
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
            {t('childSupport.clear')}
          </button>
        </div>
      </form>
      <ResultsPanel status={status} result={result} worksheet={result && calculation.input.value ? { calculator: 'child-support', input: calculation.input.value } : null} title={t('childSupport.results.title')} emptyText={t('childSupport.results.empty')}>
        {result ? (
          <>
            <ResultHeadline label={t('childSupport.headline')} amount={i18n.money(result.monthlyPayment)}>
              <span className="ss-hint">{t(PAYER_TEXT[result.payer])}</span>
            </ResultHeadline>
            <ConfidenceNotice meta={result.meta} />
            {byIncome ? null : (
              <p className="ss-hint" data-testid="payer-income-only">
                {t('childSupport.payerIncomeOnly', { state: result.meta.jurisdictionName })}
              </p>
            )}
            <Breakdown
              rows={[
                // Only what the state's rule uses: a guideline that takes a percentage of the payer's income has no combined income or income share.
                ...(byIncome
                  ? [
                      { label: t('childSupport.row.combinedIncome'), value: i18n.money(result.combinedIncome), help: t('childSupport.row.combinedIncome.help') },
                      { label: t('childSupport.row.incomeShare'), value: `${i18n.number(result.nonCustodialPercentage)}%`, help: t('childSupport.row.incomeShare.help') },
                    ]
                  : []),
                { label: t('childSupport.row.base'), value: i18n.money(result.baseAmount), help: t('childSupport.row.base.help') },
                {
                  label: t('childSupport.row.withoutTime'),
                  value:
                    result.withoutParentingTime.payer !== result.payer && result.withoutParentingTime.payer !== 'none'
                      ? t('childSupport.row.withoutTime.otherPayer', { amount: i18n.money(result.withoutParentingTime.monthlyPayment), payer: t(PAYER_TEXT[result.withoutParentingTime.payer]) })
                      : i18n.money(result.withoutParentingTime.monthlyPayment),
                  help: t('childSupport.row.withoutTime.help'),
                },
                { label: t('childSupport.row.adjustment'), value: signedMoney(i18n, 0 - result.parentingTimeAdjustment), help: t('childSupport.row.adjustment.help') },
              ]}
            />
            {byIncome ? <IncomeShareChart nonCustodialPercentage={result.nonCustodialPercentage} /> : null}
            <Worksheet steps={result.steps} meta={result.meta} />
            {calculation.input.value ? <WhatMovesTheAmount input={calculation.input.value} /> : null}
            {calculation.input.value ? <SeeBothHouseholds input={calculation.input.value} label={t('childSupport.households.link')} /> : null}
            <h4>{t('childSupport.notes.title')}</h4>
            <ul className="ss-notes">
              <li>{t('childSupport.notes.estimate')}</li>
              <li>{t('childSupport.notes.expenses')}</li>
              <li>{t('childSupport.notes.attorney')}</li>
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
 * @event securesplit:pdf - detail `{ calculator: 'child-support' }` when the result's Download PDF handed the worksheet PDF to the browser (no figures)
 * @csspart root, form, field, input, button, results, amount, breakdown, worksheet, chart, dialog, toast
 */
export function ChildSupportCalculator(props: ChildSupportCalculatorProps) {
  return (
    <LocaleBoundary locale={props.locale}>
      <ChildSupportFrame {...props} />
    </LocaleBoundary>
  );
}

function ChildSupportFrame(props: ChildSupportCalculatorProps) {
  const { t } = useI18n();
  return (
    <WidgetFrame element="securesplit-child-support" label={t('childSupport.region')} {...props}>
      <ChildSupportBody state={props.state} schedulingUrl={props.schedulingUrl} />
    </WidgetFrame>
  );
}
