/**
 * Montana child support guidelines tables (annual amounts), as republished each year by the Child
 * Support Services Division under ARM 37.62.148(2) ("the Child Support Services Division will
 * republish the tables annually ... identified by the year of publication"; rules.mt.gov, read
 * 2026-11-21).
 *
 * Where the figures come from (read 2026-11-21). The CSSD tables themselves (dphhs.mt.gov
 * "CSGuidelinesTables" PDF) were not among the stored pages, and ARM 37.62.114 (personal allowance),
 * 37.62.121 (primary allowance) and 37.62.128 (SOLA) were not either, so every figure here is
 * secondary:
 * - 2025 personal allowance $20,345: an independent public GitHub Montana worksheet calculator
 *   (shared/engine.js, "Worksheet A + B + C") and divorceai.com/blog/montana-child-support-calculations
 *   ("$20,345/year (2025), 130% of federal poverty guideline"). It equals 130% of the 2025 HHS
 *   poverty guideline for one person ($15,650 × 1.3 = $20,345).
 * - 2026 personal allowance $20,748: a second public GitHub multi-state calculator
 *   (calcMontanaFormula: "tables eff. 2026-02-01 ... Personal Allowance ($1,729/mo)"); it equals
 *   130% of the 2026 guideline ($15,960 × 1.3 = $20,748; ÷ 12 = $1,729).
 * - Primary child support allowance: the 2025 table in the first calculator lists 6,104 / 10,173 /
 *   14,242 / 16,276 / 18,311 / 20,345 / 22,380 / 24,414 for 1-8 children; every cell equals the
 *   personal allowance × 30%, 50%, 70%, 80%, 90%, 100%, 110%, 120% rounded to the dollar, the rule
 *   the second calculator states ("0.30x for the 1st child + 0.20x each for the 2nd/3rd + 0.10x each
 *   additional — reproduces the published table exactly"). divorceai.com gives $6,104 for one child.
 *   The 2026 allowances are that rule applied to $20,748.
 * - SOLA factors 14%, 21%, 27%, 31%, 35%, 39% (and 43%, 47% for 7 and 8+): the first calculator's
 *   table; divorceai.com agrees on 14% / 21% / 27% and 47% for 8 or more.
 *
 * Official text that was read: ARM 37.62.123 (supplements), 37.62.124 (parenting days), 37.62.126(1)-(2)
 * (minimum contribution; the (3) table was cut off in every stored copy), 37.62.134(1)-(2)(b)(ii)
 * (total support amount, transfer payment and per-child rounding; the rest of (2)(b) was cut off) and
 * 37.62.148 (annual tables). Looked for and not found: the CSSD tables PDF for 2025 or 2026, the
 * worksheet instructions, ARM 37.62.114, .116, .118, .121 and .128, and a second copy of the (3) table.
 * Read 2026-11-27: the CSSD worksheet form itself (WS-A and WS-B, Rev 2025-08-12, pages 5-8 of 14, kept in
 * lukasillion/mt-child-support public/templates), which montana.ts follows for lines 14-27 and Worksheet B.
 */
import { roundToNearestDollar } from '../../../money/rounding.js';

export interface MontanaTables {
  /** Year of publication (the version the tables belong to). */
  year: number;
  /** Table 1: personal allowance for each parent, per year (ARM 37.62.114). */
  personalAllowance: number;
}

/** Share of the personal allowance that makes the primary child support allowance, 1-8 children. */
export const PRIMARY_ALLOWANCE_FACTORS = [0.3, 0.5, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2] as const;

/** Standard of living adjustment factors, 1-8 children (ARM 37.62.128). */
export const SOLA_FACTORS = [0.14, 0.21, 0.27, 0.31, 0.35, 0.39, 0.43, 0.47] as const;

export const MONTANA_TABLES_2025: MontanaTables = { year: 2025, personalAllowance: 20_345 };
export const MONTANA_TABLES_2026: MontanaTables = { year: 2026, personalAllowance: 20_748 };

/** Table 2: annual primary child support allowance, rounded to the dollar as the published table is. */
export function primaryAllowance(tables: MontanaTables, children: number): number {
  const factor = PRIMARY_ALLOWANCE_FACTORS[Math.min(children, PRIMARY_ALLOWANCE_FACTORS.length) - 1]!;
  // Whole dollars, half up: 20,345 × 0.3 = 6,103.5 prints as 6,104.
  return roundToNearestDollar(tables.personalAllowance * factor);
}

export function solaFactor(children: number): number {
  return SOLA_FACTORS[Math.min(children, SOLA_FACTORS.length) - 1]!;
}
