import { useEffect, useId, useRef, useState } from 'react';
import type { ChildSupportSensitivity } from '@securesplit/engine';
import { useWidget } from '../runtime/context.js';
import { formatMoney, formatNumber, formatSignedMoney } from '../ui/format.js';
import { useSay } from '../runtime/i18n.js';

type Answer = ChildSupportSensitivity;
type Threshold = Answer['thresholds'][number];
type Payer = Answer['current']['payer'];

const PARENT = { custodial: 'custodial', noncustodial: 'non-custodial' } as const;

/** An amount with who pays it, when that is not the parent who pays now. */
function amount(value: number, payer: Payer, currentPayer: Payer): string {
  if (payer === 'none' || value === 0) return `${formatMoney(0)} (no payment)`;
  return payer === currentPayer || (currentPayer === 'none' && payer === 'noncustodial') ? formatMoney(value) : `${formatMoney(value)} paid by the ${PARENT[payer]} parent`;
}

/** "At 90 overnights a year the amount becomes $903.89 (was $1,004.32) — R.C. 3119.051". */
export function thresholdSentence(t: Threshold, currentPayer: Payer): string {
  const where =
    t.axis === 'overnights'
      ? `At ${formatNumber(t.overnights ?? 0)} overnights a year with the non-custodial parent`
      : `At ${formatMoney(t.income ?? 0)} a month of the ${PARENT[t.parent]} parent’s income`;
  return `${where} the amount becomes ${amount(t.monthlyPaymentAfter, t.payerAfter, currentPayer)} (was ${amount(t.monthlyPaymentBefore, t.payerBefore, currentPayer)}) — ${t.source.citation}`;
}

// Drawn at about the width of a phone's result panel, so its 12 px labels stay near 12 px there.
const WIDTH = 250;
const HEIGHT = 150;
const PAD = { left: 8, right: 8, top: 18, bottom: 30 };

/** The amount against the non-custodial parent's overnights, the thresholds dashed, the time entered solid. */
function Chart({ answer, title }: { answer: Answer; title: string }) {
  const id = useId();
  const paid = (p: { monthlyPayment: number; payer: Payer }) => (p.payer === 'none' ? 0 : p.payer === answer.reference ? p.monthlyPayment : -p.monthlyPayment);
  const values = answer.curve.map(paid);
  const top = Math.max(1, ...values);
  const bottom = Math.min(0, ...values);
  const x = (n: number) => PAD.left + (n / answer.year) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + ((top - v) / (top - bottom)) * (HEIGHT - PAD.top - PAD.bottom);
  const path = values.map((v, n) => (n === 0 ? `M${x(0).toFixed(1)} ${y(v).toFixed(1)}` : `H${x(n).toFixed(1)}V${y(v).toFixed(1)}`)).join('');
  const marks = answer.thresholds.filter((t) => t.axis === 'overnights');
  const now = answer.current.noncustodialOvernights;
  return (
    <figure className="ss-chart" part="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-t`}>
        <title id={`${id}-t`}>{title}</title>
        {bottom < 0 ? <line className="ss-moves-zero" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} /> : null}
        {marks.map((t) => (
          <line key={t.overnights} className="ss-moves-mark" x1={x(t.overnights!)} x2={x(t.overnights!)} y1={PAD.top} y2={HEIGHT - PAD.bottom} />
        ))}
        <path className="ss-moves-line" d={path} />
        <line className="ss-moves-now" x1={x(now)} x2={x(now)} y1={PAD.top - 6} y2={HEIGHT - PAD.bottom} />
        <text x={PAD.left} y="12">
          {formatMoney(top)} a month
        </text>
        <text x={PAD.left} y={HEIGHT - 16}>
          0
        </text>
        <text x={WIDTH / 2} y={HEIGHT - 16} textAnchor="middle">
          now: {formatNumber(now)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 16} textAnchor="end">
          {answer.year}
        </text>
        <text x={WIDTH / 2} y={HEIGHT - 3} textAnchor="middle">
          non-custodial overnights a year
        </text>
      </svg>
    </figure>
  );
}

/** The text equivalent: the nearest thresholds, a week's overnight and $100 of income, then every threshold. */
function Figures({ answer }: { answer: Answer }) {
  const payer = answer.current.payer;
  const nearest = answer.thresholds.filter((t) => t.nearest);
  const allNights = answer.thresholds.filter((t) => t.axis === 'overnights');
  const payerText = answer.reference === 'custodial' ? 'the custodial parent' : 'the non-custodial parent';
  const week = answer.perOvernightAWeek;
  const income = answer.per100OfIncome;
  return (
    <>
      <p className="ss-hint">Each figure is the calculator’s own answer with that one entry changed. Changes are in what {payerText} pays a month.</p>
      {nearest.length > 0 ? (
        <>
          <h5>Nearest thresholds</h5>
          <ul className="ss-moves-list">
            {nearest.map((t) => (
              <li key={`${t.axis}-${t.parent}-${t.overnights ?? t.income}`}>{thresholdSentence(t, payer)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>No threshold in this state’s rule changes the amount along the overnights or near these incomes.</p>
      )}
      <h5>Small changes</h5>
      <ul className="ss-moves-list">
        <li>
          +1 overnight a week ({formatNumber(week.more.overnights ?? 0)} a year): {formatSignedMoney(week.more.change)} a month
        </li>
        <li>
          −1 overnight a week ({formatNumber(week.fewer.overnights ?? 0)} a year): {formatSignedMoney(week.fewer.change)} a month
        </li>
        {(['custodial', 'noncustodial'] as const).map((role) => (
          <li key={`${role}-more`}>
            +$100 a month of the {PARENT[role]} parent’s income: {formatSignedMoney(income[role].more.change)} a month
          </li>
        ))}
        {(['custodial', 'noncustodial'] as const).map((role) => (
          <li key={`${role}-fewer`}>
            −$100 a month of the {PARENT[role]} parent’s income: {formatSignedMoney(income[role].fewer.change)} a month
          </li>
        ))}
      </ul>
      {allNights.length > 0 ? (
        <details className="ss-worksheet">
          <summary>Every threshold along the overnights ({allNights.length})</summary>
          <table>
            <caption className="ss-visually-hidden">Where the amount jumps along the non-custodial parent’s overnights</caption>
            <thead>
              <tr>
                <th scope="col">Overnights a year</th>
                <th scope="col">Amount becomes</th>
              </tr>
            </thead>
            <tbody>
              {allNights.map((t) => (
                <tr key={t.overnights}>
                  <td>
                    {t.overnights}
                    <span className="ss-formula">Source: {t.source.citation}</span>
                  </td>
                  <td>
                    {amount(t.monthlyPaymentAfter, t.payerAfter, payer)} (was {amount(t.monthlyPaymentBefore, t.payerBefore, payer)})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </>
  );
}

/**
 * "What moves the amount" under a child-support result: closed by default; opening it asks the API (the input the
 * result was computed from) once per result. Loading and failure show inside it; the result above never depends on it.
 */
export function WhatMovesTheAmount({ input }: { input: Readonly<Record<string, unknown>> }) {
  const { api } = useWidget();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'error' | 'done'; answer?: Answer }>({ status: 'idle' });
  const generation = useRef(0);

  // A new result starts over (an answer still on its way for the previous one is dropped).
  useEffect(() => {
    generation.current += 1;
    setState({ status: 'idle' });
  }, [input]);

  function load() {
    const mine = ++generation.current;
    setState({ status: 'loading' });
    api.childSupportSensitivity(input).then(
      (answer) => {
        if (mine === generation.current) setState({ status: 'done', answer });
      },
      () => {
        if (mine === generation.current) setState({ status: 'error' });
      },
    );
  }

  useEffect(() => {
    if (open && state.status === 'idle') load();
  }, [open, state.status]);

  const answer = state.answer;
  const say = useSay();
  const chartTitle = answer
    ? `Monthly amount against the non-custodial parent’s overnights a year, 0 to ${answer.year}; ${answer.thresholds.filter((t) => t.axis === 'overnights').length} thresholds marked; now ${answer.current.noncustodialOvernights} overnights. The figures follow as text.`
    : '';
  return (
    <details className="ss-worksheet ss-moves" data-testid="what-moves" data-no-print="" onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
      <summary>{say('whatMoves.summary', 'What moves the amount')}</summary>
      {state.status === 'loading' ? (
        <p className="ss-hint" role="status">
          Working out what moves the amount…
        </p>
      ) : null}
      {state.status === 'error' ? (
        <div role="alert">
          <p className="ss-error">What moves the amount could not be worked out just now. The estimate above stands.</p>
          <button type="button" className="ss-btn" onClick={load}>
            Try again
          </button>
        </div>
      ) : null}
      {answer && state.status === 'done' ? (
        <>
          <Chart answer={answer} title={chartTitle} />
          <Figures answer={answer} />
        </>
      ) : null}
    </details>
  );
}
