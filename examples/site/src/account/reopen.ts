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

interface StoredCalculation {
  id: number;
  type: string;
  input: unknown;
}

/** What reading a page's `?reopen=<id>` came to; `T` is what the page makes of the stored calculation. */
export type StoredCalculationState<T> = { status: 'none' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; calculation: T };

export type ReopenState = StoredCalculationState<{ calculator: FreeCalculatorTab; input: CalculatorInput }>;

function requestedId(): number | undefined {
  const text = new URLSearchParams(window.location.search).get(REOPEN_PARAMETER);
  return text !== null && /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

/**
 * The stored calculation the page's `?reopen=<id>` names, read from the signed-in person's history and
 * made into what the page needs by `accept` (undefined: this page cannot open it, shown as failed).
 * `accept` is read once, with the answer.
 */
export function useStoredCalculation<T>(accept: (calculation: { type: string; input: Readonly<Record<string, unknown>> }) => T | undefined): StoredCalculationState<T> {
  const [id] = useState(requestedId);
  const [state, setState] = useState<StoredCalculationState<T>>(id === undefined ? { status: 'none' } : { status: 'loading' });
  const [acceptOnce] = useState(() => accept);
  useEffect(() => {
    if (id === undefined) return undefined;
    let current = true;
    accountRequest<{ calculations: StoredCalculation[] }>('GET', '/api/v1/account/calculations')
      .then(({ calculations }) => {
        if (!current) return;
        const found = calculations.find((calculation) => calculation.id === id);
        const input = found?.input;
        const accepted = found && input !== null && typeof input === 'object' && !Array.isArray(input) ? acceptOnce({ type: found.type, input: input as Record<string, unknown> }) : undefined;
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

const acceptFree = ({ type, input }: { type: string; input: Readonly<Record<string, unknown>> }) =>
  isReopenable(type) ? { calculator: type, input: input as CalculatorInput } : undefined;

/** The stored free calculation the home page's `?reopen=<id>` names. */
export function useReopenedCalculation(): ReopenState {
  return useStoredCalculation(acceptFree);
}

/** The stored input of the premium calculation of this `type` that the page's `?reopen=<id>` names. */
export function useReopenedPremiumInput(type: PremiumCalculationType): StoredCalculationState<Readonly<Record<string, unknown>>> {
  return useStoredCalculation(({ type: storedType, input }) => (storedType === type ? input : undefined));
}
