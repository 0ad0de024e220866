import type { CSSProperties, ReactNode } from 'react';
import { keepClearOfToasts } from '../ui/toaster.js';

/**
 * A result's headline: what it is, the figure (part `amount`) and any note after it. A figure broken across two lines
 * reads as two numbers ("$130,689,00" over "0.03" on a 320 px phone), so the figure keeps to one line: it is 2em, or
 * smaller where the headline is too narrow for that many characters at 2em (the stylesheet divides the headline's
 * width by `--ss-amount-length`).
 */
export function ResultHeadline({ label, amount, tone, children }: { label: string; amount: string; tone?: 'increase' | 'savings'; children?: ReactNode }) {
  const length = { '--ss-amount-length': amount.length } as CSSProperties;
  return (
    <p className="ss-headline">
      {label}
      <span className="ss-amount" part="amount" data-tone={tone} style={length} ref={keepClearOfToasts}>
        {amount}
      </span>
      {children}
    </p>
  );
}
