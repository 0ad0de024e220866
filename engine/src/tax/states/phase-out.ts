import { roundToCents } from '../../money/rounding.js';
import type { FilingStatus } from '../types.js';
import type { IncomeTier, PhaseOut } from './types.js';

/** `amount` after the phase-out at `income`, never below the floor or 0. */
export function phasedAmount(
  amount: number,
  phaseOut: PhaseOut | undefined,
  status: FilingStatus,
  income: number,
): number {
  if (!phaseOut) return amount;
  const excess = income - phaseOut.start[status];
  if (excess <= 0) return amount;
  let reduction = 0;
  if (phaseOut.rate) {
    reduction = excess * phaseOut.rate[status];
  } else if (phaseOut.step && phaseOut.perStep) {
    const steps = excess / phaseOut.step[status];
    // Whole steps only, unless the statute counts a part step ("or fraction thereof").
    const counted = phaseOut.partStep === 'counts' ? Math.ceil(steps - 1e-9) : Math.floor(steps + 1e-9);
    reduction = counted * phaseOut.perStep[status];
  }
  const floor = phaseOut.floor?.[status] ?? 0;
  return roundToCents(Math.max(floor, Math.min(amount, amount - reduction)));
}

/** The amount of the first tier that `income` does not exceed; the last tier otherwise. */
export function tierAmount(tiers: readonly IncomeTier[], income: number): number {
  for (const tier of tiers) if (income <= tier.upTo) return tier.amount;
  return tiers[tiers.length - 1]?.amount ?? 0;
}
