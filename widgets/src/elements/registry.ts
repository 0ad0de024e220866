/**
 * Every element the loader registers: the chunk that defines it and the height it reserves before
 * its code arrives (close to its empty state's height, so the host page does not shift).
 */
export const ELEMENTS = {
  'securesplit-child-support': { chunk: 'child-support', reserve: 1040 },
  'securesplit-alimony': { chunk: 'alimony', reserve: 1180 },
  'securesplit-budget': { chunk: 'budget', reserve: 1280 },
  'securesplit-free-calculators': { chunk: 'free-calculators', reserve: 1110 },
  'securesplit-wellness-quiz': { chunk: 'wellness-quiz', reserve: 420 },
  'securesplit-newsletter': { chunk: 'newsletter', reserve: 360 },
  'securesplit-pro-waitlist': { chunk: 'pro-waitlist', reserve: 220 },
  'securesplit-feedback': { chunk: 'feedback', reserve: 76 },
  'securesplit-consultation': { chunk: 'consultation', reserve: 76 },
} as const;

export type ElementTag = keyof typeof ELEMENTS;
