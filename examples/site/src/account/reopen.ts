import type { CalculatorInput, FreeCalculatorTab } from '@securesplit/widgets';
import { useEffect, useState } from 'react';
import { accountRequest } from './auth.js';

/** The query parameter of a link that reopens a stored calculation on the home page: `/?reopen=<id>#calculators`. */
export const REOPEN_PARAMETER = 'reopen';

const REOPENABLE: readonly string[] = ['child-support', 'alimony', 'budget'] satisfies FreeCalculatorTab[];

/** Whether a stored calculation of this type can be reopened in the free calculators. */
export function isReopenable(type: string): type is FreeCalculatorTab {
  return REOPENABLE.includes(type);
}

/** The link that opens a stored calculation in its calculator with its inputs. */
export function reopenLink(id: number): string {
  return `/?${REOPEN_PARAMETER}=${id}#calculators`;
}

interface StoredCalculation {
  id: number;
  type: string;
  input: unknown;
}

export type ReopenState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; calculation: { calculator: FreeCalculatorTab; input: CalculatorInput } };

function requestedId(): number | undefined {
  const text = new URLSearchParams(window.location.search).get(REOPEN_PARAMETER);
  return text !== null && /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

/** The stored calculation the page's `?reopen=<id>` names, read from the signed-in person's history. */
export function useReopenedCalculation(): ReopenState {
  const [id] = useState(requestedId);
  const [state, setState] = useState<ReopenState>(id === undefined ? { status: 'none' } : { status: 'loading' });
  useEffect(() => {
    if (id === undefined) return undefined;
    let current = true;
    accountRequest<{ calculations: StoredCalculation[] }>('GET', '/api/v1/account/calculations')
      .then(({ calculations }) => {
        const found = calculations.find((calculation) => calculation.id === id);
        const input = found?.input;
        if (!current) return;
        if (!found || !isReopenable(found.type) || input === null || typeof input !== 'object') setState({ status: 'failed' });
        else setState({ status: 'ready', calculation: { calculator: found.type, input: input as CalculatorInput } });
      })
      .catch(() => {
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [id]);
  return state;
}
