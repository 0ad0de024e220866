import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string;
  targets: string[];
}

/** Serious and critical axe violations inside the SecureSplit elements (the hostile host page is not ours). */
export async function ourViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const all = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
  // A node inside a shadow root has a nested target ([["#host", "selector"]]); the host element itself is named by tag or id.
  const ours = (target: string) => target.startsWith('[[') || target.includes('securesplit-');
  return all.filter((v) => (v.impact === 'serious' || v.impact === 'critical') && v.targets.some(ours));
}
