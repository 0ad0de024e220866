import type { Source } from '../rules/source.js';

const PAYROLL_TAX = /§3101|Contribution and Benefit Base|Form 8959/;

/** The income tax engine's sources without its payroll-tax (FICA) ones, which a retirement withdrawal does not owe. */
export function incomeTaxSourcesOnly(sources: readonly Source[]): Source[] {
  return sources.filter((source) => !PAYROLL_TAX.test(source.title));
}
