import type { Step } from '../explain/steps.js';
import { formatStepValue } from '../worksheet-pdf/format.js';

interface Explained {
  steps?: Step[];
  meta?: {
    jurisdictionName?: string;
    model?: string;
    rulesEffective?: { from: string; to?: string };
    confidence?: string;
    sources?: { title: string; section?: string; url?: string }[];
    approximations?: string[];
    asOf?: string;
  };
}

/** The result as a readable worksheet: one line per step, then the sources and what is estimated. */
export function renderWorksheet(calculator: string, result: unknown): string {
  const explained = (result ?? {}) as Explained;
  const lines: string[] = [];
  const meta = explained.meta;
  lines.push(`SecureSplit — ${calculator}${meta?.jurisdictionName ? ` — ${meta.jurisdictionName}` : ''}`);
  if (meta) {
    const range = meta.rulesEffective;
    lines.push(
      `Model: ${meta.model ?? 'n/a'} | Rules in force from ${range?.from ?? '?'}${range?.to ? ` to ${range.to}` : ''} | As of ${meta.asOf ?? '?'} | Confidence: ${meta.confidence ?? '?'}`,
    );
  }
  lines.push('');
  const steps = explained.steps ?? [];
  const width = Math.min(70, Math.max(20, ...steps.map((s) => s.label.length)));
  steps.forEach((step, index) => {
    const number = String(index + 1).padStart(2, ' ');
    const value = formatStepValue(step);
    const label = step.label.length > width ? step.label : step.label.padEnd(width, '.');
    lines.push(`${number}. ${label} ${value}`);
    if (step.formula) lines.push(`      = ${step.formula}`);
    if (step.source) lines.push(`      [${step.source}]`);
  });
  if (meta?.sources?.length) {
    lines.push('', 'Sources:');
    for (const source of meta.sources) {
      lines.push(`  - ${source.title}${source.section ? `, ${source.section}` : ''}${source.url ? ` <${source.url}>` : ''}`);
    }
  }
  if (meta?.approximations?.length) {
    lines.push('', 'Estimated — what this result approximates:');
    for (const text of meta.approximations) lines.push(`  - ${text}`);
  }
  return `${lines.join('\n')}\n`;
}
