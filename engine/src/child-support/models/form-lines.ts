import { stepWith, type Step } from '../../explain/steps.js';

/**
 * Worksheet form lines on steps (issue 26): a state whose guideline has an official worksheet form
 * names the line each step fills, as the form prints it ("1", "5a", "16"). The amounts are untouched.
 */

/** The step as it fills line `line` of the state's worksheet form. */
export function onLine(line: string, step: Step): Step {
  return stepWith(step, { line });
}

/**
 * Steps built by a shared model, with the form's line set on those whose label the state names
 * (`{ 'Shared-care basic obligation': '16' }`); the others are returned as they are.
 */
export function withLines(steps: readonly Step[], lines: Readonly<Record<string, string>>): Step[] {
  return steps.map((step) => {
    const line = lines[step.label];
    return line === undefined ? step : stepWith(step, { line });
  });
}
