import { useEffect, useRef } from 'react';
import type { CalculatorInput } from '../shared/prefill.js';

/** How a calculator was opened with a stored input. */
export interface OpenedInput {
  input: CalculatorInput;
  /** The input is a calculation already in the signed-in person's history (the dashboard's Reopen), not a new one. */
  inHistory?: boolean | undefined;
}

/** What a calculator's submit takes: whether this calculation stays out of the person's history. */
export type SubmitOptions = { outOfHistory?: boolean };

/**
 * A calculator opened with a stored calculation's input (the dashboard's Reopen, the assistant's link with the
 * inputs in its query) shows that calculation's result, not a filled form waiting for Calculate (issue 33):
 * it calculates once, as soon as it is on the page, when the filled form is complete. An incomplete one (a
 * link that lacks a field) stays as filled, without error messages the person has not caused yet. Showing a
 * calculation from the history again does not add it to the history a second time.
 */
export function useCalculateOnOpen(opened: OpenedInput | undefined, isComplete: () => boolean, submit: (options: SubmitOptions) => Promise<void>): void {
  // A ref, not the effect's own run: React's strict mode runs a new component's effects twice.
  const done = useRef(false);
  useEffect(() => {
    if (opened === undefined || done.current) return;
    done.current = true;
    if (isComplete()) void submit({ outOfHistory: opened.inHistory === true });
  }, []);
}
