import { describe, expect, it } from 'vitest';
import { leadKindOf, tagsFor } from './kinds.js';

describe('leadKindOf', () => {
  it.each([
    [undefined, undefined, 'guidance'],
    [undefined, 'child-support', 'guidance'],
    ['guidance', 'alimony', 'guidance'],
    [undefined, 'app-launch-notification', 'app-launch-notification'],
    ['newsletter', undefined, 'newsletter'],
    ['professional-waitlist', undefined, 'professional-waitlist'],
    ['feedback', 'feedback', 'feedback'],
    ['strategy-session', undefined, 'booking'],
    ['professional-consultation', undefined, 'booking'],
    ['free-consultation', undefined, 'booking'],
    ['consultation', undefined, 'booking'],
  ] as const)('leadType %s with calculationType %s is a %s lead', (leadType, calculationType, kind) => {
    expect(leadKindOf(leadType, calculationType)).toBe(kind);
  });
});

describe('tagsFor (spec part 1, section 9)', () => {
  it.each([
    ['a strategy session', { kind: 'booking', leadType: 'strategy-session' }, ['securesplit', 'strategy-session', 'high-value-prospect']],
    [
      'a professional consultation',
      { kind: 'booking', leadType: 'professional-consultation' },
      ['securesplit', 'professional-consultation', 'business-lead'],
    ],
    ['a free consultation', { kind: 'booking', leadType: 'free-consultation' }, ['securesplit', 'free-consultation', 'lead']],
    ['any other booking', { kind: 'booking', leadType: 'consultation' }, ['securesplit', 'consultation', 'free-consultation', 'lead']],
    ['a guidance request', { kind: 'guidance', leadType: 'guidance' }, ['securesplit', 'guidance', 'lead', 'newsletter']],
    [
      'a waitlist signup',
      { kind: 'professional-waitlist', leadType: 'professional-waitlist', profession: 'mediator' },
      ['securesplit', 'professional-waitlist', 'mediator'],
    ],
    ['a newsletter signup', { kind: 'newsletter', leadType: 'newsletter' }, ['securesplit', 'newsletter']],
  ] as const)('tags %s', (_name, lead, expected) => {
    expect(tagsFor(lead, [])).toEqual(expected);
  });

  it("keeps the client's tags after the server's, without repeats", () => {
    expect(tagsFor({ kind: 'feedback', leadType: 'feedback' }, ['bug-report', 'rating-5', 'feedback'])).toEqual([
      'securesplit',
      'feedback',
      'bug-report',
      'rating-5',
    ]);
  });
});
