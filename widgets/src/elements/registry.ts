/**
 * Every element the loader registers: the chunk that defines it; the height it reserves before its
 * content arrives — its empty state's height in one column (narrow) and, from 720 px of viewport, in
 * two (wide) — so the host page does not shift while the code loads; and, for when its code cannot
 * load, what it is called and where the same thing is on the SecureSplit site. `premium`: a premium
 * calculator, for signed-in accounts on SecureSplit's own origins (partner pages leave it out).
 * `floating`: fixed to the window's corner rather than placed in the page's flow.
 */
export const ELEMENTS = {
  'securesplit-child-support': { chunk: 'child-support', narrow: 1328, wide: 925, name: 'child support calculator', page: '/#calculators' },
  'securesplit-alimony': { chunk: 'alimony', narrow: 1312, wide: 1012, name: 'alimony calculator', page: '/#calculators' },
  'securesplit-budget': { chunk: 'budget', narrow: 1655, wide: 1399, name: 'budget calculator', page: '/#calculators' },
  'securesplit-free-calculators': { chunk: 'free-calculators', narrow: 1430, wide: 981, name: 'calculators', page: '/#calculators' },
  'securesplit-wellness-quiz': { chunk: 'wellness-quiz', narrow: 319, wide: 171, name: 'financial wellness quiz', page: '/financial-wellness-quiz' },
  'securesplit-newsletter': { chunk: 'newsletter', narrow: 523, wide: 454, name: 'newsletter sign-up', page: '/' },
  'securesplit-pro-waitlist': { chunk: 'pro-waitlist', narrow: 291, wide: 201, name: 'Pro waitlist', page: '/' },
  'securesplit-feedback': { chunk: 'feedback', narrow: 80, wide: 80, name: 'feedback form', page: '/' },
  'securesplit-consultation': { chunk: 'consultation', narrow: 104, wide: 80, name: 'consultation booking', page: '/' },
  'securesplit-parenting-time': { chunk: 'parenting-time', narrow: 1196, wide: 734, name: 'parenting schedule calculator', page: '/#calculators' },
  'securesplit-households': { chunk: 'households', narrow: 2133, wide: 1738, name: 'both households after tax', page: '/households' },
  // Floating (fixed to the window's corner): it takes no room in the page, so there is none to reserve.
  'securesplit-assistant': { chunk: 'assistant', narrow: 0, wide: 0, name: 'financial assistant', page: '/', floating: true },
  // Premium calculators call account paths (first-party only), so they work on SecureSplit's own pages.
  'securesplit-property-division': { chunk: 'property-division', narrow: 5189, wide: 4720, name: 'property division calculator', page: '/property-division', premium: true },
  'securesplit-qdro': { chunk: 'qdro', narrow: 2231, wide: 1848, name: 'QDRO calculator', page: '/qdro', premium: true },
  'securesplit-tax-impact': { chunk: 'tax-impact', narrow: 1798, wide: 1500, name: 'tax impact calculator', page: '/tax-impact', premium: true },
  'securesplit-custody-costs': { chunk: 'custody-costs', narrow: 3477, wide: 3101, name: 'custody cost calculator', page: '/custody-costs', premium: true },
} as const;

/** The name of one of the SecureSplit custom elements. */
export type ElementTag = keyof typeof ELEMENTS;

/** The viewport width from which the reserved height is the two-column one. */
export const WIDE_VIEWPORT_PX = 720;

/** CSS reserving `height` for `selector`, one column below WIDE_VIEWPORT_PX and two from it. */
export function reserveCss(selector: string, height: { narrow: number; wide: number }): string {
  return `${selector}{display:block;min-height:${height.narrow}px}@media (min-width:${WIDE_VIEWPORT_PX}px){${selector}{min-height:${height.wide}px}}`;
}
