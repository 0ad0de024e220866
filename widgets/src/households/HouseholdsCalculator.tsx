import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Household, HouseholdsResult, HouseholdsTimelineEntry } from '@securesplit/engine';
import { isJurisdictionSlug } from '@securesplit/engine/jurisdictions';
import { ApiError } from '../api/problem.js';
import { ErrorSummary } from '../premium/shared/ErrorSummary.js';
import { ConfidenceNotice } from '../results/ConfidenceNotice.js';
import { DownloadPdfButton } from '../results/DownloadPdf.js';
import { revealHeadline } from '../results/reveal.js';
import { Worksheet } from '../results/Worksheet.js';
import { WidgetFrame, useWidget, type WidgetCommonProps } from '../runtime/context.js';
import { adoptStyles } from '../runtime/stylesheet.js';
import { CUSTODY_OPTIONS, STATE_OPTIONS } from '../shared/constants.js';
import type { CalculatorInput } from '../shared/prefill.js';
import { autoSlashDate } from '../ui/dates.js';
import { MoneyField, SelectField, TextField } from '../ui/Field.js';
import { formatIsoDate, formatMoney, formatSignedMoney } from '../ui/format.js';
import {
  FILING_STATUS_OPTIONS,
  HOME_LABEL,
  MAXIMUM_CHILDREN,
  PARENT_LABEL,
  ROLES,
  ROLE_OPTIONS,
  apiFieldErrors,
  childCount,
  childFields,
  fieldLabel,
  householdsInput,
  householdsValuesFromChildSupport,
  initialHouseholdsValues,
  validateHouseholds,
  type HouseholdsValues,
  type Role,
} from './form.js';

/** Props of the households calculator: the common widget props and, optionally, a child-support input to start from. */
export interface HouseholdsCalculatorProps extends WidgetCommonProps {
  /**
   * A child-support calculation's input (its API field names, as numbers or text): the form starts with its state,
   * incomes, number of children and parenting time (the child-support result's "See both households after tax").
   */
  input?: CalculatorInput;
}

/**
 * The households view's own styles. The form comes first and the result under it at every width, so the two homes'
 * cards have the whole width: side by side from about 500 px, one above the other below (a 320 px phone).
 */
export const HOUSEHOLDS_CSS = `
.ss-households{display:grid;gap:16px;grid-template-columns:minmax(0,1fr)}
.ss-households .ss-results{min-height:0}
.ss-household-nets{display:grid;gap:8px;margin:0;grid-template-columns:repeat(auto-fit,minmax(min(100%,13em),1fr));
 scroll-margin:calc(var(--securesplit-scroll-offset,0px) + 4.5em) 0 16px}
.ss-household-nets div{background:var(--ss-bg);border-radius:calc(var(--ss-radius) - 2px);padding:8px 12px;min-width:0}
.ss-household-nets dt{font-weight:600;font-size:.95em}
.ss-household-nets dd{margin:0;font-size:1.6em;font-weight:800;line-height:1.2;white-space:nowrap;font-variant-numeric:tabular-nums}
.ss-household-nets dd span{display:block;font-size:.55em;font-weight:600;color:var(--ss-muted);white-space:normal}
.ss-household-cards{display:grid;gap:12px;grid-template-columns:repeat(auto-fit,minmax(min(100%,15em),1fr))}
.ss-household-card{background:var(--ss-bg);border:1px solid var(--ss-border);border-radius:var(--ss-radius);padding:12px;min-width:0}
.ss-household-card .ss-breakdown-row[data-total]{border-bottom-width:2px;font-weight:700}
.ss-household-card .ss-breakdown-row[data-total] dt{font-weight:700}
.ss-timeline{margin:0;padding-left:20px;display:grid;gap:8px}
.ss-timeline ul{margin:4px 0 0;padding-left:18px}
.ss-child{display:grid;gap:12px;grid-template-columns:minmax(0,1fr);min-width:0;margin:0;border:1px solid var(--ss-border);border-radius:calc(var(--ss-radius) - 2px);padding:8px 12px 12px}
.ss-child legend{font-weight:600;padding:0 4px}
@container (min-width:720px){.ss-child{grid-template-columns:repeat(3,minmax(0,1fr))}}
`;

type Status = 'idle' | 'calculating' | 'done' | 'failed';

const TIME_SPLIT: Record<string, [string, string]> = { primary: ['80', '20'], joint: ['60', '40'], shared: ['50', '50'], split: ['50', '50'] };

function preselected(state: string | undefined): string {
  const slug = state?.trim().toLowerCase();
  return slug && isJurisdictionSlug(slug) ? slug : '';
}

/** What a failed call tells the visitor (field errors show by their fields). */
function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400) return 'Some entries need a change: see the list above the button.';
    if (error.status === 429) return `Too many calculations just now. Try again${error.retryAfterSeconds ? ` in ${error.retryAfterSeconds} seconds` : ' in a minute'}; your entries are kept.`;
    if (error.kind === 'timeout') return 'No answer came in time. Your entries are kept — try again.';
  }
  return 'Both households could not be worked out just now. Your entries are kept — try again.';
}

function Row({ label, value, field, total }: { label: string; value: number; field: keyof Household; total?: boolean }) {
  return (
    <div className="ss-breakdown-row" data-total={total ? '' : undefined}>
      <dt>{label}</dt>
      <dd data-field={field} data-value={value}>
        {formatMoney(value)}
      </dd>
    </div>
  );
}

function Change({ label, value, field, sign }: { label: string; value: number; field: keyof Household; sign: 1 | -1 }) {
  return (
    <div className="ss-breakdown-row">
      <dt>{label}</dt>
      <dd data-field={field} data-value={value}>
        {formatSignedMoney(sign * value)}
      </dd>
    </div>
  );
}

/** One home: what comes in, what goes out, what is left a month and per person. */
function HouseholdCard({ household }: { household: Household }) {
  const id = useId();
  const role = household.role;
  const filing = FILING_STATUS_OPTIONS.find((option) => option.value === household.filingStatus)?.label ?? household.filingStatus;
  const other = role === 'custodial' ? 'non-custodial' : 'custodial';
  return (
    <section className="ss-household-card" aria-labelledby={`${id}-title`} data-role={role}>
      <h4 id={`${id}-title`}>{HOME_LABEL[role]}</h4>
      <p className="ss-hint">
        Files as {filing.toLowerCase()}; claims {household.childrenClaimed === 1 ? '1 child' : `${household.childrenClaimed} children`} for the child tax credit.
      </p>
      <dl className="ss-breakdown">
        <Row label="Gross income" value={household.grossMonthly} field="grossMonthly" />
        <Change label="Federal income tax" value={household.federalIncomeTax} field="federalIncomeTax" sign={-1} />
        <Change label="Social Security and Medicare (FICA)" value={household.fica} field="fica" sign={-1} />
        <Change label="State income tax" value={household.stateIncomeTax} field="stateIncomeTax" sign={-1} />
        {household.childSupportReceived > 0 ? (
          <Change label={`Child support received from the ${other} parent`} value={household.childSupportReceived} field="childSupportReceived" sign={1} />
        ) : (
          <Change label="Child support paid" value={household.childSupportPaid} field="childSupportPaid" sign={-1} />
        )}
        {household.alimonyReceived > 0 ? (
          <Change label="Alimony received" value={household.alimonyReceived} field="alimonyReceived" sign={1} />
        ) : (
          <Change label="Alimony paid" value={household.alimonyPaid} field="alimonyPaid" sign={-1} />
        )}
        <Row label="Left a month" value={household.netMonthly} field="netMonthly" total />
        <Row label={`Per person (${household.people === 1 ? '1 person' : `${household.people} people`})`} value={household.netPerPerson} field="netPerPerson" />
      </dl>
    </section>
  );
}

function home(entry: HouseholdsTimelineEntry, role: Role): Household | undefined {
  return entry.households.find((household) => household.role === role);
}

/** How the amounts change over time, as text: one item per date, each home's monthly amount and per person. */
function Timeline({ timeline }: { timeline: readonly HouseholdsTimelineEntry[] }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>As the children grow up and alimony ends</h4>
      {timeline.length <= 1 ? <p className="ss-hint">Nothing in these entries changes the amounts later: no child reaches the age of emancipation and alimony has no end date.</p> : null}
      <ol className="ss-timeline" data-testid="households-timeline">
        {timeline.map((entry, index) => {
          const support = entry.households.reduce((sum, household) => sum + household.childSupportPaid, 0);
          const alimony = entry.households.reduce((sum, household) => sum + household.alimonyPaid, 0);
          return (
            <li key={`${entry.from}-${entry.reason}`}>
              {/* The first entry is the view as of today (the cards above); each later one says what changed that day. */}
              {index === 0 ? <strong>Now ({formatIsoDate(entry.from)})</strong> : <><strong>From {formatIsoDate(entry.from)}</strong>: {entry.reason}</>}.{' '}
              {entry.children === 1 ? '1 child' : `${entry.children} children`} under the age of emancipation; child support {formatMoney(support)} and alimony {formatMoney(alimony)} a month.
              <ul>
                {ROLES.map((role) => {
                  const household = home(entry, role);
                  return household ? (
                    <li key={role}>
                      {HOME_LABEL[role]}: {formatMoney(household.netMonthly)} left a month, {formatMoney(household.netPerPerson)} per person
                    </li>
                  ) : null;
                })}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The result: both homes' monthly amounts on top (brought into view), the two cards, the timeline and the steps. */
function HouseholdsResultView({ result, input }: { result: HouseholdsResult; input: Readonly<Record<string, unknown>> }) {
  const { api, toast, emit, element, figuresStayOnDevice } = useWidget();
  const nets = useRef<HTMLDListElement>(null);
  useEffect(() => {
    if (nets.current) revealHeadline(nets.current);
  }, [result]);
  return (
    <>
      <dl className="ss-household-nets" ref={nets} data-testid="households-nets">
        {ROLES.map((role) => {
          const household = result.households.find((h) => h.role === role);
          return household ? (
            <div key={role}>
              <dt>{HOME_LABEL[role]}</dt>
              <dd part="amount">
                {formatMoney(household.netMonthly)}
                <span>left a month after tax and support</span>
              </dd>
            </div>
          ) : null;
        })}
      </dl>
      <ConfidenceNotice meta={result.meta} />
      <div className="ss-household-cards">
        {ROLES.map((role) => {
          const household = result.households.find((h) => h.role === role);
          return household ? <HouseholdCard key={role} household={household} /> : null;
        })}
      </div>
      <Timeline timeline={result.timeline} />
      <Worksheet steps={result.steps} meta={result.meta} />
      <ul className="ss-notes">
        <li>An estimate for planning: wages only, the standard deduction, and the child tax credit for the children each parent claims.</li>
        <li>A court or an agreement can set other amounts; a tax professional can check the returns.</li>
      </ul>
      <div className="ss-actions ss-print-action">
        {/* The same input, made into the "Both households after tax" PDF by POST /api/v1/worksheets; not offered while
            the figures stay on this device (save="false"), as on the other results. */}
        {figuresStayOnDevice ? null : (
          <DownloadPdfButton
            calculator="households"
            input={input}
            makePdf={api.worksheetPdf}
            toaster={toast}
            onDownloaded={() => emit('securesplit:pdf', { calculator: 'households' })}
            onFailed={(error, message) => {
              const apiError = error instanceof ApiError ? error : null;
              emit('securesplit:error', { element, status: apiError?.status ?? null, title: apiError?.problem?.title ?? message.title });
            }}
          />
        )}
        <button type="button" className="ss-btn" part="button" onClick={() => window.print()}>
          Print / Save as PDF
        </button>
      </div>
    </>
  );
}

function announcementFor(result: HouseholdsResult): string {
  return ROLES.map((role) => {
    const household = result.households.find((h) => h.role === role);
    return household ? `${HOME_LABEL[role]}: ${formatMoney(household.netMonthly)} left a month.` : '';
  }).join(' ');
}

/** The households form and its result, without a frame. */
export function HouseholdsBody({ state, input }: { state?: string | undefined; input?: CalculatorInput | undefined }) {
  const { api, emit, element } = useWidget();
  const [values, setValues] = useState<HouseholdsValues>(() => householdsValuesFromChildSupport(input, initialHouseholdsValues(preselected(state))));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [result, setResult] = useState<{ answer: HouseholdsResult; input: Readonly<Record<string, unknown>> } | null>(null);
  const [failure, setFailure] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const generation = useRef(0);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  // Wherever it renders (its element's shadow root, the site's document, a story), its stylesheet comes with it.
  useLayoutEffect(() => {
    const node = root.current?.getRootNode();
    if (node instanceof ShadowRoot || node instanceof Document) adoptStyles(node, [HOUSEHOLDS_CSS]);
  }, []);

  useEffect(() => {
    const slug = preselected(state);
    if (slug) setValues((v) => ({ ...v, state: slug }));
  }, [state]);

  const set = (path: string, value: string) => {
    setValues((v) => ({ ...v, [path]: value }));
    setErrors((e) => {
      if (!(path in e)) return e;
      const next = { ...e };
      delete next[path];
      return next;
    });
  };
  const field = (path: string) => ({ name: path, value: values[path] ?? '', error: errors[path], onChange: (value: string) => set(path, value) });

  function setArrangement(value: string) {
    set('custody.custodyArrangement', value);
    const split = TIME_SPLIT[value];
    if (split) setValues((v) => ({ ...v, 'custody.custodialParentTime': split[0], 'custody.nonCustodialParentTime': split[1] }));
  }

  /** The two shares add up to 100 (or the year's nights): typing one fills in the other. */
  function setComplement(edited: string, other: string, value: string, whole: number) {
    set(edited, value);
    const n = Number(value);
    if (value.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= whole) setValues((v) => ({ ...v, [other]: String(Math.round((whole - n) * 10) / 10) }));
  }

  async function submit() {
    const found = validateHouseholds(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const mine = ++generation.current;
    setStatus('calculating');
    setFailure('');
    setAnnouncement('');
    const body = householdsInput(values);
    try {
      const answer = await api.households(body);
      if (mine !== generation.current) return;
      setResult({ answer, input: body });
      setStatus('done');
      setAnnouncement(announcementFor(answer));
      emit('securesplit:calculated', { calculator: 'households', result: answer, calculationId: null });
    } catch (error) {
      if (mine !== generation.current) return;
      const apiError = error instanceof ApiError ? error : null;
      setErrors(apiFieldErrors(apiError?.problem?.errors ?? []));
      setFailure(failureText(error));
      setStatus('failed');
      emit('securesplit:error', { element, status: apiError?.status ?? null, title: apiError?.problem?.title ?? 'Both households could not be worked out' });
    }
  }

  const children = childCount(values);
  const overnights = values.timeMode === 'overnights';
  const hasAlimony = values['alimony.monthlyAmount']?.trim() !== '';

  return (
    <div className="ss-households" ref={root}>
      <form
        className="ss-form"
        part="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2>Both households after tax</h2>
        <p className="ss-hint">Each home’s month: pay, taxes, child support and alimony, and what is left for the people living there.</p>
        <SelectField label="State" required placeholder="Select your state" options={STATE_OPTIONS} {...field('state')} />
        {ROLES.map((role) => (
          <div className="ss-row" key={role}>
            <MoneyField label={`${PARENT_LABEL[role]}’s gross monthly income`} required {...field(`${role}.grossMonthly`)} />
            <SelectField label={`${PARENT_LABEL[role]}’s filing status`} options={FILING_STATUS_OPTIONS} {...field(`${role}.filingStatus`)} />
          </div>
        ))}
        <SelectField
          label="Number of children"
          required
          options={Array.from({ length: MAXIMUM_CHILDREN }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
          {...field('childCount')}
        />
        {Array.from({ length: children }, (_, index) => {
          const child = childFields(index);
          return (
            <fieldset className="ss-child" key={index}>
              <legend>Child {index + 1}</legend>
              <TextField
                label="Date of birth or age"
                inputMode="numeric"
                hint="MM/DD/YYYY, or age in years"
                maxLength={10}
                {...field(child.born)}
                onChange={(value) => set(child.born, autoSlashDate(value))}
              />
              <SelectField label="Lives with" options={ROLE_OPTIONS} {...field(child.livesWith)} />
              <SelectField label="Claimed on the tax return by" options={ROLE_OPTIONS} {...field(child.claimedBy)} />
            </fieldset>
          );
        })}
        <SelectField label="Custody arrangement" required options={CUSTODY_OPTIONS} {...field('custody.custodyArrangement')} onChange={setArrangement} />
        <fieldset className="ss-options ss-toggle">
          <legend className="ss-label">Enter parenting time as</legend>
          <label className="ss-option">
            <input type="radio" name={`${id}-timeMode`} value="percent" checked={!overnights} onChange={() => set('timeMode', 'percent')} />
            Percent of time
          </label>
          <label className="ss-option">
            <input type="radio" name={`${id}-timeMode`} value="overnights" checked={overnights} onChange={() => set('timeMode', 'overnights')} />
            Overnights per year
          </label>
        </fieldset>
        {overnights ? (
          <div className="ss-row">
            <TextField label="Custodial parent’s overnights a year" inputMode="numeric" {...field('custody.custodialParentOvernights')} onChange={(v) => setComplement('custody.custodialParentOvernights', 'custody.nonCustodialParentOvernights', v, 365)} />
            <TextField label="Non-custodial parent’s overnights a year" inputMode="numeric" {...field('custody.nonCustodialParentOvernights')} onChange={(v) => setComplement('custody.nonCustodialParentOvernights', 'custody.custodialParentOvernights', v, 365)} />
          </div>
        ) : (
          <div className="ss-row">
            <TextField label="Custodial parent’s time (%)" inputMode="decimal" {...field('custody.custodialParentTime')} onChange={(v) => setComplement('custody.custodialParentTime', 'custody.nonCustodialParentTime', v, 100)} />
            <TextField label="Non-custodial parent’s time (%)" inputMode="decimal" {...field('custody.nonCustodialParentTime')} onChange={(v) => setComplement('custody.nonCustodialParentTime', 'custody.custodialParentTime', v, 100)} />
          </div>
        )}
        <fieldset className="ss-section">
          <legend>Alimony (optional)</legend>
          <div className="ss-row">
            <MoneyField label="Monthly alimony" hint="Leave blank if there is none" {...field('alimony.monthlyAmount')} />
            <SelectField label="Alimony paid by" options={ROLE_OPTIONS} {...field('alimony.paidBy')} />
          </div>
          {hasAlimony ? (
            <div className="ss-row">
              <TextField
                label="Date of the divorce or separation agreement"
                required
                inputMode="numeric"
                maxLength={10}
                hint="MM/DD/YYYY. Before 2019 alimony is deducted by the payer and taxed to the recipient; from 2019 neither."
                {...field('alimony.agreementDate')}
                onChange={(v) => set('alimony.agreementDate', autoSlashDate(v))}
              />
              <TextField
                label="First month without alimony"
                inputMode="numeric"
                maxLength={10}
                hint="MM/DD/YYYY; blank if it has no end"
                {...field('alimony.endDate')}
                onChange={(v) => set('alimony.endDate', autoSlashDate(v))}
              />
            </div>
          ) : null}
        </fieldset>
        <fieldset className="ss-section">
          <legend>Child support order (optional)</legend>
          <div className="ss-row">
            <MoneyField label="Child support ordered or agreed" hint="Blank: the state’s guideline amount is worked out" {...field('childSupport.monthlyAmount')} />
            <SelectField label="Child support paid by" options={ROLE_OPTIONS} {...field('childSupport.paidBy')} />
          </div>
        </fieldset>
        <ErrorSummary errors={errors} labelOf={fieldLabel} />
        <div className="ss-actions">
          <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={status === 'calculating'}>
            {status === 'calculating' ? 'Calculating...' : 'Calculate both households'}
          </button>
        </div>
      </form>
      <section className="ss-results" part="results" aria-labelledby={`${id}-results`} aria-busy={status === 'calculating'}>
        <h3 id={`${id}-results`}>Each home’s month</h3>
        <p className="ss-visually-hidden" role="status" data-testid="households-announcement">
          {announcement}
        </p>
        {status === 'calculating' ? (
          <div className="ss-status" role="status">
            <span className="ss-spinner" aria-hidden="true" />
            <p>Working out both households…</p>
          </div>
        ) : null}
        {status === 'failed' ? (
          <p className="ss-form-alert" role="alert" data-testid="households-failure">
            <strong>Not worked out</strong>
            {failure}
          </p>
        ) : null}
        {result && status !== 'calculating' ? (
          <HouseholdsResultView result={result.answer} input={result.input} />
        ) : status === 'idle' ? (
          <p className="ss-hint">Enter both parents’ incomes and the children, then press Calculate both households.</p>
        ) : null}
      </section>
    </div>
  );
}

/**
 * `<securesplit-households>`: both households after tax — each home's gross pay, federal income tax, FICA, state
 * income tax, child support and alimony paid or received, what is left a month and per person; the steps with their
 * sources (the state's order of alimony and child support among them) and a timeline as children reach the age of
 * emancipation and alimony ends.
 * @event securesplit:ready - detail `{ element }`
 * @event securesplit:calculated - detail `{ calculator: 'households', result, calculationId: null }` (not stored)
 * @event securesplit:pdf - detail `{ calculator: 'households' }` when Download PDF handed the PDF to the browser
 * @event securesplit:error - detail `{ element, status, title }` when a calculation or the PDF failed
 * @csspart root, form, field, input, button, results, amount, breakdown, worksheet
 */
export function HouseholdsCalculator(props: HouseholdsCalculatorProps) {
  return (
    <WidgetFrame element="securesplit-households" label="Both households after tax" {...props}>
      <HouseholdsBody state={props.state} input={props.input} />
    </WidgetFrame>
  );
}
