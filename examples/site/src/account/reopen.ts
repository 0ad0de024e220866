import type { CalculatorInput, FreeCalculatorTab } from '@securesplit/widgets';
import { useEffect, useState } from 'react';
import type { PremiumPagePath } from '../premium/calculators.js';
import { accountRequest } from './auth.js';

/** The query parameter of a link that reopens a stored calculation: `/?reopen=<id>#calculators`, `/qdro?reopen=<id>`. */
export const REOPEN_PARAMETER = 'reopen';

const REOPENABLE: readonly string[] = ['child-support', 'alimony', 'budget'] satisfies FreeCalculatorTab[];

/** Whether a stored calculation of this type can be reopened in the free calculators. */
export function isReopenable(type: string): type is FreeCalculatorTab {
  return REOPENABLE.includes(type);
}

/** The premium calculations' types (the engine's calculator names) and the page each reopens on. */
export const PREMIUM_REOPEN_PAGES = {
  'property-division': '/property-division',
  qdro: '/qdro',
  'tax-impact': '/tax-impact',
  'custody-costs': '/custody-costs',
} as const satisfies Record<string, PremiumPagePath>;
export type PremiumCalculationType = keyof typeof PREMIUM_REOPEN_PAGES;

export function isPremiumReopenable(type: string): type is PremiumCalculationType {
  return Object.hasOwn(PREMIUM_REOPEN_PAGES, type);
}

/**
 * The link that opens a stored calculation in its calculator with its inputs: the free calculators on
 * the home page, a premium calculation on its own page; undefined for a type nothing reopens.
 */
export function reopenLink(id: number, type: string): string | undefined {
  if (isReopenable(type)) return `/?${REOPEN_PARAMETER}=${id}#calculators`;
  if (isPremiumReopenable(type)) return `${PREMIUM_REOPEN_PAGES[type]}?${REOPEN_PARAMETER}=${id}`;
  return undefined;
}

/** `GET /api/v1/account/calculations/{id}`: one calculation of the history with its stored result. */
interface StoredCalculation {
  id: number;
  type: string;
  input: unknown;
  result: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** What reading a page's `?reopen=<id>` came to; `T` is what the page makes of the stored calculation. */
export type StoredCalculationState<T> = { status: 'none' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; calculation: T };

export type ReopenState = StoredCalculationState<{ calculator: FreeCalculatorTab; input: CalculatorInput }>;

function requestedId(): number | undefined {
  const text = new URLSearchParams(window.location.search).get(REOPEN_PARAMETER);
  return text !== null && /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

/** What a page makes of a stored calculation: its type, input, and (when an object) its stored result. */
export interface StoredCalculationRead {
  id: number;
  type: string;
  input: Readonly<Record<string, unknown>>;
  result: Readonly<Record<string, unknown>> | undefined;
}

/**
 * The stored calculation the page's `?reopen=<id>` names, read from the signed-in person's history and
 * made into what the page needs by `accept` (undefined: this page cannot open it, shown as failed).
 * `accept` is read once, with the answer.
 */
export function useStoredCalculation<T>(accept: (calculation: StoredCalculationRead) => T | undefined): StoredCalculationState<T> {
  const [id] = useState(requestedId);
  const [state, setState] = useState<StoredCalculationState<T>>(id === undefined ? { status: 'none' } : { status: 'loading' });
  const [acceptOnce] = useState(() => accept);
  useEffect(() => {
    if (id === undefined) return undefined;
    let current = true;
    accountRequest<StoredCalculation>('GET', `/api/v1/account/calculations/${id}`)
      .then((found) => {
        if (!current) return;
        const accepted = isRecord(found.input) ? acceptOnce({ id: found.id, type: found.type, input: found.input, result: isRecord(found.result) ? found.result : undefined }) : undefined;
        setState(accepted === undefined ? { status: 'failed' } : { status: 'ready', calculation: accepted });
      })
      .catch(() => {
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [id, acceptOnce]);
  return state;
}

// The free calculators calculate a reopened input again (without adding it to the history): quick, and under today's rules.
const acceptFree = ({ type, input }: StoredCalculationRead) =>
  isReopenable(type) ? { calculator: type, input: input as CalculatorInput } : undefined;

/** The stored free calculation the home page's `?reopen=<id>` names. */
export function useReopenedCalculation(): ReopenState {
  return useStoredCalculation(acceptFree);
}

/** A premium calculation reopened: its input for the form, and its stored result to show at once (when stored). */
export interface ReopenedPremium {
  input: Readonly<Record<string, unknown>>;
  result: { id: number; result: Readonly<Record<string, unknown>> } | undefined;
}

/**
 * The premium calculation of this `type` that the page's `?reopen=<id>` names: its input and stored result. The
 * result is shown as stored, not calculated again, which would spend a free account's monthly calculation and add a
 * second row to the history (issue 33).
 */
export function useReopenedPremiumInput(type: PremiumCalculationType): StoredCalculationState<ReopenedPremium> {
  return useStoredCalculation(({ id, type: storedType, input, result }) => (storedType === type ? { input, result: result ? { id, result } : undefined } : undefined));
}
