import { useMemo } from 'react';
import { signal, type Signal } from '@preact/signals-react';
import type { PremiumAccess, PremiumCalculatorResults } from '../../api/client.js';
import { ApiError } from '../../api/problem.js';
import { useWidget } from '../../runtime/context.js';
import type { Toast } from '../../ui/toaster.js';
import { premiumFailure, type PremiumFailure, type PremiumLinks } from './premium-failure.js';

export type PremiumCalculatorName = keyof PremiumCalculatorResults;

/** A 401 or 403 the visitor must act on: its words and the link that helps. */
export type PremiumNoticeState = Extract<PremiumFailure, { kind: 'sign-in' | 'subscribe' }>;

export interface PremiumCalculation<K extends PremiumCalculatorName> {
  status: Signal<'empty' | 'calculating' | 'result'>;
  result: Signal<PremiumCalculatorResults[K] | null>;
  /** The calculator, and the input the shown result was computed from (what its Download PDF sends). */
  calculator: K;
  input: Signal<Readonly<Record<string, unknown>> | null>;
  /** Signed out or out of free calculations: shown with its link until the next attempt. */
  notice: Signal<PremiumNoticeState | null>;
  /** The access the last answer reported (contract C3). */
  access: Signal<PremiumAccess | null>;
  /** Sends the input; resolves to the server's field messages by dotted path when it rejected them (else null). */
  run(input: Record<string, unknown>): Promise<Record<string, string> | null>;
  clear(): void;
}

/**
 * A premium calculator's flow (contract C6): POST to the C3 endpoint with the session cookie; on
 * success the result, the access and `securesplit:calculated`; on 401/403 a notice with a sign-in or
 * subscribe link; on 400 the field messages; otherwise the shared failure toast. Every failure keeps
 * the entries and the last result and dispatches `securesplit:error`.
 */
export function usePremiumCalculation<K extends PremiumCalculatorName>(
  calculator: K,
  messages: { success: Toast; failure: Toast },
  links: Omit<PremiumLinks, 'apiBase'> = {},
  /** A stored calculation's result to show first (PremiumCalculatorProps.initialResult). */
  stored?: { id: number; result: Readonly<Record<string, unknown>> },
  /** The input that stored result was computed from (PremiumCalculatorProps.initialInput). */
  storedInput?: Readonly<Record<string, unknown>>,
): PremiumCalculation<K> {
  const { api, apiBase, toast, emit, encouragement, element } = useWidget();
  const { signInUrl, subscribeUrl } = links;
  return useMemo(() => {
    const status = signal<'empty' | 'calculating' | 'result'>(stored ? 'result' : 'empty');
    // The stored result is the engine's answer as the API gave it, without the access of that day.
    const result = signal<PremiumCalculatorResults[K] | null>(stored ? ({ ...stored.result, id: stored.id } as unknown as PremiumCalculatorResults[K]) : null);
    const notice = signal<PremiumNoticeState | null>(null);
    const access = signal<PremiumAccess | null>(null);
    const shownInput = signal<Readonly<Record<string, unknown>> | null>(stored && storedInput ? storedInput : null);
    let generation = 0;
    return {
      status,
      result,
      calculator,
      input: shownInput,
      notice,
      access,
      async run(input) {
        const mine = ++generation;
        const previous = status.value === 'result' ? result.value : null;
        status.value = 'calculating';
        notice.value = null;
        try {
          const calculated = await api.calculatePremium(calculator, input);
          if (mine !== generation) return null;
          result.value = calculated;
          shownInput.value = input;
          access.value = calculated.access ?? null;
          status.value = 'result';
          // Named by the calculator, so it takes the place of an earlier failure of the same calculation (issue 33 §2).
          toast.show({ ...messages.success, variant: 'success', action: `calculation:${calculator}` });
          encouragement.onEvent('calculationComplete');
          const { id, saved: _saved, access: _access, ...engineResult } = calculated;
          emit('securesplit:calculated', { calculator, result: engineResult, calculationId: id ?? null });
          return null;
        } catch (error) {
          if (mine !== generation) return null;
          result.value = previous;
          status.value = previous ? 'result' : 'empty';
          const failure = premiumFailure(error, messages.failure, { signInUrl, subscribeUrl, apiBase });
          const apiError = error instanceof ApiError ? error : null;
          if (failure.kind === 'sign-in' || failure.kind === 'subscribe') {
            notice.value = failure;
            emit('securesplit:error', { element, status: failure.status, title: failure.title });
            return null;
          }
          toast.show({ ...failure.toast, action: `calculation:${calculator}` });
          if (failure.kind === 'invalid') encouragement.onEvent('complexForm');
          emit('securesplit:error', { element, status: apiError?.status ?? null, title: apiError?.problem?.title ?? failure.toast.title });
          return failure.kind === 'invalid' && Object.keys(failure.fields).length > 0 ? failure.fields : null;
        }
      },
      clear() {
        generation++;
        result.value = null;
        shownInput.value = null;
        notice.value = null;
        status.value = 'empty';
      },
    };
  }, [api, toast, emit, encouragement, element, calculator, messages, signInUrl, subscribeUrl, apiBase]);
}
