/**
 * Who is who in a property division. The spec names the two "Spouse 1" and "Spouse 2"; alone, those left a person
 * to guess which one they are (issue 33), so the person using the calculator is Spouse 1 and every label says so,
 * keeping the spec's names beside.
 */
export const SPOUSE = {
  spouse1: { name: 'You (Spouse 1)', subject: 'You (Spouse 1)', object: 'you (Spouse 1)', possessive: 'Your', possessiveSuffix: '(Spouse 1)' },
  spouse2: { name: 'Your spouse (Spouse 2)', subject: 'Your spouse (Spouse 2)', object: 'your spouse (Spouse 2)', possessive: 'Your spouse’s', possessiveSuffix: '(Spouse 2)' },
} as const;

export type Spouse = keyof typeof SPOUSE;

/** "Your net value (Spouse 1)", "Your spouse’s net value (Spouse 2)". */
export function spouses(who: Spouse, thing: string): string {
  return `${SPOUSE[who].possessive} ${thing} ${SPOUSE[who].possessiveSuffix}`;
}
