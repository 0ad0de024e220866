import { describe, expect, it } from 'vitest';
import { count, money, note, percent, stepWith, type Step } from './steps.js';

describe('step builders', () => {
  it('give the keys in the order label, value, kind, formula, source, leaving out what is not given', () => {
    expect(Object.keys(money('a', 1))).toEqual(['label', 'value', 'kind']);
    expect(Object.keys(money('a', 1, undefined, 's'))).toEqual(['label', 'value', 'kind', 'source']);
    expect(Object.keys(percent('a', 1, 'f', 's'))).toEqual(['label', 'value', 'kind', 'formula', 'source']);
    expect(Object.keys(count('a', 1, '', ''))).toEqual(['label', 'value', 'kind']);
    expect(note('n', 'text', 's')).toEqual({ label: 'n', value: 'text', kind: 'text', source: 's' });
  });
});

describe('stepWith', () => {
  it('is what the spread gives: the same keys in the same order, the change in place or at the end', () => {
    const steps: Step[] = [
      money('a', 1),
      money('b', 2, 'f', 's'),
      { label: 'c', kind: 'text', value: 'v', line: '3' },
      { value: 4, label: 'd', formula: undefined },
    ];
    for (const step of steps) {
      for (const changes of [{ line: '7' }, { label: 'new' }, { line: '1', formula: 'x' }] as Partial<Step>[]) {
        const made = stepWith(step, changes);
        const spread = { ...step, ...changes };
        expect(Object.entries(made)).toStrictEqual(Object.entries(spread));
        expect(made).not.toBe(step);
      }
    }
  });
});
