import { useMemo } from 'react';
import { signal, type Signal } from '@preact/signals-react';
import { failureMessage } from '../api/failure-message.js';
import { ApiError } from '../api/problem.js';
import type { CalculatorResults } from '../api/client.js';
import { useWidget } from '../runtime/context.js';
import type { Toast } from '../ui/toaster.js';

export interface Calculation<K extends keyof CalculatorResults> {
  status: Signal<'empty' | 'calculating' | 'result'>;
  result: Signal<CalculatorResults[K] | null>;
  /** Sends the input; resolves to the server's field messages when it rejected them (else null). */
  run(input: Record<string, unknown>): Promise<Record<string, string> | null>;
  clear(): void;
}

/**
 * The calculator flow of spec part 1, section 4: idle, submitting, result shown, or error. A success
 * toasts, encourages and dispatches `securesplit:calculated`; a failure toasts what happened (the
 * calculator's own message for a rejected form, see failureMessage), keeps the entries and the last
 * result, and dispatches `securesplit:error`.
 */
export function useCalculation<K extends keyof CalculatorResults>(calculator: K, messages: { success: Toast; failure: Toast }): Calculation<K> {
  const { api, toast, emit, encouragement, element } = useWidget();
  return useMemo(() => {
    const status = signal<'empty' | 'calculating' | 'result'>('empty');
    const result = signal<CalculatorResults[K] | null>(null);
    let generation = 0;
    return {
      status,
      result,
      async run(input) {
        const mine = ++generation;
        const previous = status.value === 'result' ? result.value : null;
        status.value = 'calculating';
        try {
          const calculated = await api.calculate(calculator, input);
          if (mine !== generation) return null;
          result.value = calculated;
          status.value = 'result';
          toast.show({ ...messages.success, variant: 'success' });
          encouragement.onEvent('calculationComplete');
          if (calculator === 'budget' && (calculated as CalculatorResults['budget']).isDeficit) encouragement.onEvent('budgetDeficit');
          const { id, ...engineResult } = calculated;
          emit('securesplit:calculated', { calculator, result: engineResult, calculationId: id ?? null });
          return null;
        } catch (error) {
          if (mine !== generation) return null;
          result.value = previous;
          status.value = previous ? 'result' : 'empty';
          const failure = failureMessage(error, 'calculation', messages.failure);
          toast.show(failure);
          const apiError = error instanceof ApiError ? error : null;
          // "Take it one field at a time" helps with a rejected form, not with a busy or absent server.
          if (apiError?.status === 400) encouragement.onEvent('complexForm');
          emit('securesplit:error', { element, status: apiError?.status ?? null, title: apiError?.problem?.title ?? failure.title });
          const fields = apiError?.fieldErrors() ?? {};
          return Object.keys(fields).length > 0 ? fields : null;
        }
      },
      clear() {
        generation++;
        result.value = null;
        status.value = 'empty';
      },
    };
  }, [api, toast, emit, encouragement, element, calculator, messages]);
}
