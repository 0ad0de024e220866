import { useEffect, useId, useRef, useState } from 'react';
import type { ParentingTimeResult, ParentRole } from '@securesplit/engine';
import { ApiError } from '../api/problem.js';
import { ChildSupportBody } from '../child-support/ChildSupportCalculator.js';
import { WidgetFrame, useWidget, type WidgetCommonProps } from '../runtime/context.js';
import { SelectField, TextField } from '../ui/Field.js';
import {
  PATTERN_OPTIONS,
  ROLE_LABEL,
  ROLE_LETTER,
  childSupportInput,
  initialScheduleValues,
  scheduleInput,
  validateSchedule,
  type ScheduleValues,
} from './schedule.js';

/** Props of the parenting-time calculator: the common widget props. */
export type ParentingTimeCalculatorProps = WidgetCommonProps;

/** The styles of the year's table: two colours, and a letter and a stripe so it also reads in black and white. */
export const PARENTING_TIME_CSS = `
.ss-year{max-width:100%;overflow-x:auto;border:1px solid var(--ss-border);border-radius:calc(var(--ss-radius) - 2px);background:var(--ss-bg)}
.ss-year table{border-collapse:collapse;font-size:12px;line-height:1}
.ss-year caption{text-align:start;padding:8px;font-weight:600;font-size:14px;line-height:1.4;color:var(--ss-text)}
.ss-year th,.ss-year td{padding:0;width:20px;min-width:20px;height:22px;text-align:center;border:1px solid var(--ss-surface)}
.ss-year th[scope=row]{text-align:start;padding:0 6px;width:auto;font-weight:600;color:var(--ss-text)}
.ss-year thead th{font-weight:600;color:var(--ss-text)}
.ss-night-c{background:#dbeafe;color:#1e3a8a}
.ss-night-n{background:#fde68a;color:#713f12;font-weight:700;
 background-image:repeating-linear-gradient(135deg,transparent 0 4px,rgba(113,63,18,.18) 4px 6px)}
.ss-key{display:flex;flex-wrap:wrap;gap:12px;margin:0;padding:0;list-style:none;font-size:.875em}
.ss-key span{display:inline-block;min-width:20px;text-align:center;margin-inline-end:6px;border-radius:3px}
.ss-parenting-figures{display:grid;gap:4px;margin:0}
.ss-parenting-figures div{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}
.ss-parenting-figures dd{margin:0;font-weight:700}
`;

const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

function YearTable({ result }: { result: ParentingTimeResult }) {
  const captionId = useId();
  return (
    <div className="ss-year" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>
          Who has each night in {result.year}: C custodial parent, N non-custodial parent
        </caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {MONTH_DAYS.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.calendar.map((month) => (
            <tr key={month.month}>
              <th scope="row">{month.name.slice(0, 3)}</th>
              {MONTH_DAYS.map((day) => {
                const night = month.nights[day - 1];
                if (!night) return <td key={day} />;
                return (
                  <td key={day} className={`ss-night-${ROLE_LETTER[night.parent].toLowerCase()}`} title={`${night.date}: ${ROLE_LABEL[night.parent]}${night.source === 'pattern' ? '' : ` (${night.label ?? night.source})`}`}>
                    {ROLE_LETTER[night.parent]}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ParentingTimeBody() {
  const { api } = useWidget();
  const [values, setValues] = useState<ScheduleValues>(() => initialScheduleValues());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<'idle' | 'calculating' | 'done' | 'failed'>('idle');
  const [result, setResult] = useState<ParentingTimeResult | null>(null);
  const [childSupport, setChildSupport] = useState<Record<string, unknown> | null>(null);
  const childSupportRef = useRef<HTMLElement>(null);
  const name = useId();
  const set = <K extends keyof ScheduleValues>(field: K, value: ScheduleValues[K]) => setValues((v) => ({ ...v, [field]: value }));
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 8 }, (_, i) => String(thisYear - 2 + i));

  useEffect(() => {
    if (childSupport) childSupportRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [childSupport]);

  async function submit() {
    const found = validateSchedule(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus('calculating');
    setChildSupport(null);
    try {
      setResult(await api.parentingTime(scheduleInput(values)));
      setStatus('done');
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors() : {};
      setErrors(fields.summer ? { summerFrom: fields.summer } : fields);
      setResult(null);
      setStatus('failed');
    }
  }

  const figure = (role: ParentRole) =>
    result ? `${result.overnights[role]} overnights a year (${result.percentages[role]}%)` : '';

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
        <h2>Parenting schedule to overnights</h2>
        <fieldset className="ss-options" aria-describedby={errors.pattern ? `${name}-pattern-error` : undefined}>
          <legend className="ss-label">Schedule</legend>
          {PATTERN_OPTIONS.map((option) => (
            <label key={option.value} className="ss-option">
              <input type="radio" name={`${name}-pattern`} value={option.value} checked={values.pattern === option.value} onChange={() => set('pattern', option.value)} />
              <span>
                {option.label} <span className="ss-hint">({option.hint})</span>
              </span>
            </label>
          ))}
          {errors.pattern ? (
            <span id={`${name}-pattern-error`} className="ss-error">
              {errors.pattern}
            </span>
          ) : null}
        </fieldset>
        <div className="ss-row">
          <SelectField label="Year" name="year" required options={years.map((y) => ({ value: y, label: y }))} value={values.year} error={errors.year} onChange={(v) => set('year', v)} />
          <SelectField
            label="Who has the first turn"
            name="startsWith"
            required
            options={[
              { value: 'noncustodial', label: ROLE_LABEL.noncustodial },
              { value: 'custodial', label: ROLE_LABEL.custodial },
            ]}
            value={values.startsWith}
            error={errors.startsWith}
            hint="The rotation starts on the year's first Friday (weekend schedules) or Monday."
            onChange={(v) => set('startsWith', v)}
          />
        </div>
        <label className="ss-option">
          <input type="checkbox" name="summer" checked={values.summer} onChange={(event) => set('summer', event.target.checked)} />
          Add a summer block
        </label>
        {values.summer ? (
          <fieldset className="ss-options">
            <legend className="ss-label">Summer block (overrides the schedule)</legend>
            <div className="ss-row">
              <TextField label="First night" name="summerFrom" placeholder={`${values.year}-07-01`} hint="YYYY-MM-DD" value={values.summerFrom} error={errors.summerFrom} onChange={(v) => set('summerFrom', v)} />
              <TextField label="Last night" name="summerTo" placeholder={`${values.year}-07-28`} hint="YYYY-MM-DD" value={values.summerTo} error={errors.summerTo} onChange={(v) => set('summerTo', v)} />
            </div>
            <SelectField
              label="With"
              name="summerParent"
              options={[
                { value: 'noncustodial', label: ROLE_LABEL.noncustodial },
                { value: 'custodial', label: ROLE_LABEL.custodial },
              ]}
              value={values.summerParent}
              onChange={(v) => set('summerParent', v)}
            />
          </fieldset>
        ) : null}
        <div className="ss-actions">
          <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={status === 'calculating'}>
            {status === 'calculating' ? 'Counting...' : 'Count overnights'}
          </button>
        </div>
      </form>
      <section className="ss-results" part="results" aria-labelledby={`${name}-results`}>
        <h3 id={`${name}-results`}>Overnights a year</h3>
        <div aria-live="polite" role="status">
          {status === 'failed' ? (
            <p className="ss-error">The overnights could not be counted. Check the entries above and try again.</p>
          ) : result ? (
            <dl className="ss-parenting-figures" data-testid="parenting-figures">
              <div>
                <dt>{ROLE_LABEL.custodial}</dt>
                <dd>{figure('custodial')}</dd>
              </div>
              <div>
                <dt>{ROLE_LABEL.noncustodial}</dt>
                <dd>{figure('noncustodial')}</dd>
              </div>
            </dl>
          ) : (
            <p className="ss-hint">Choose a schedule and press Count overnights to see each parent’s nights and the year.</p>
          )}
        </div>
        {result ? (
          <>
            <ul className="ss-key" aria-hidden="true">
              <li>
                <span className="ss-night-c">C</span>
                {ROLE_LABEL.custodial}
              </li>
              <li>
                <span className="ss-night-n">N</span>
                {ROLE_LABEL.noncustodial}
              </li>
            </ul>
            <YearTable result={result} />
            <div className="ss-actions">
              <button type="button" className="ss-btn" part="button" onClick={() => setChildSupport(childSupportInput(result))}>
                Use in child support
              </button>
            </div>
          </>
        ) : null}
      </section>
      {childSupport ? (
        <section ref={childSupportRef} aria-label="Child support with these overnights" className="ss-parenting-child-support">
          <p className="ss-hint">The overnights above are filled in; add both parents’ incomes and the children to estimate child support.</p>
          <ChildSupportBody key={JSON.stringify(childSupport)} input={childSupport} />
        </section>
      ) : null}
    </div>
  );
}

/** A parenting schedule as overnights a year for each parent, the year as a table, and a step into child support. */
export function ParentingTimeCalculator(props: ParentingTimeCalculatorProps) {
  return (
    <WidgetFrame element="securesplit-parenting-time" label="Parenting time calculator" {...props}>
      <ParentingTimeBody />
    </WidgetFrame>
  );
}
