import { useMemo } from 'react';
import { signal, type Signal } from '@preact/signals-react';
import { failureMessage } from '../api/failure-message.js';
import { ApiError } from '../api/problem.js';
import type { Locale, Translate } from '@securesplit/engine/locale';
import type { CalculatorResults } from '../api/client.js';
import { useWidget } from '../runtime/context.js';
import type { Toast } from '../ui/toaster.js';

export interface Calculation<K extends keyof CalculatorResults> {
  status: Signal<'empty' | 'calculating' | 'result'>;
  result: Signal<CalculatorResults[K] | null>;
  /** The input the shown result was computed from (what its Download PDF sends). */
  input: Signal<Record<string, unknown> | null>;
  /** Sends the input; resolves to the server's field messages when it rejected them (else null). */
  run(input: Record<string, unknown>, options?: { outOfHistory?: boolean }): Promise<Record<string, string> | null>;
  clear(): void;
}

/**
 * The calculator flow of spec part 1, section 4: idle, submitting, result shown, or error. A success
 * toasts, encourages and dispatches `securesplit:calculated`; a failure toasts what happened (the
 * calculator's own message for a rejected form, see failureMessage), keeps the entries and the last
 * result, and dispatches `securesplit:error`.
 */
export function useCalculation<K extends keyof CalculatorResults>(calculator: K, messages: { success: Toast; failure: Toast }, language?: { t: Translate; locale: Locale }): Calculation<K> {
  const t = language?.t;
  // The encouragement messages are English only for now (issue 27): a reader in another language is spared them.
  const encourages = (language?.locale ?? 'en') === 'en';
  const { api, toast, emit, encouragement, element } = useWidget();
  return useMemo(() => {
    const status = signal<'empty' | 'calculating' | 'result'>('empty');
    const result = signal<CalculatorResults[K] | null>(null);
    const shownInput = signal<Record<string, unknown> | null>(null);
    let generation = 0;
    return {
      status,
      result,
      input: shownInput,
      async run(input, options) {
        const mine = ++generation;
        const previous = status.value === 'result' ? result.value : null;
        status.value = 'calculating';
        try {
          const calculated = await api.calculate(calculator, input, options);
          if (mine !== generation) return null;
          result.value = calculated;
          shownInput.value = input;
          status.value = 'result';
          // Named by the calculator, so it takes the place of an earlier failure of the same calculation (issue 33 §2).
          toast.show({ ...messages.success, variant: 'success', action: `calculation:${calculator}` });
          if (encourages) encouragement.onEvent('calculationComplete');
          if (calculator === 'budget' && (calculated as CalculatorResults['budget']).isDeficit) encouragement.onEvent('budgetDeficit');
          const { id, ...engineResult } = calculated;
          emit('securesplit:calculated', { calculator, result: engineResult, calculationId: id ?? null });
          return null;
        } catch (error) {
          if (mine !== generation) return null;
          result.value = previous;
          status.value = previous ? 'result' : 'empty';
          const failure = failureMessage(error, 'calculation', messages.failure, t);
          toast.show({ ...failure, action: `calculation:${calculator}` });
          const apiError = error instanceof ApiError ? error : null;
          // "Take it one field at a time" helps with a rejected form, not with a busy or absent server.
          if (apiError?.status === 400 && encourages) encouragement.onEvent('complexForm');
          emit('securesplit:error', { element, status: apiError?.status ?? null, title: apiError?.problem?.title ?? failure.title });
          const fields = apiError?.fieldErrors() ?? {};
          return Object.keys(fields).length > 0 ? fields : null;
        }
      },
      clear() {
        generation++;
        result.value = null;
        shownInput.value = null;
        status.value = 'empty';
      },
    };
  }, [api, toast, emit, encouragement, element, calculator, messages, t, encourages]);
}
