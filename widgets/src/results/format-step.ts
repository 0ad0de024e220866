import type { Step } from '@securesplit/engine';
import { formatMoney, formatNumber, formatPercent } from '../ui/format.js';

/** A worksheet line's value as a reader expects it: money, a percentage, a count or text. */
export function formatStepValue(step: Step): string {
  if (typeof step.value === 'string') return step.value;
  switch (step.kind) {
    case 'money':
      return formatMoney(step.value);
    case 'percent':
      return formatPercent(step.value);
    default:
      return formatNumber(step.value);
  }
}
