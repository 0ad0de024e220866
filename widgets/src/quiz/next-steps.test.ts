import { scoreWellnessQuiz, WELLNESS_QUIZ } from '@securesplit/engine';
import { describe, expect, it } from 'vitest';
import { nextStepAction } from './WellnessQuiz.js';

/** The engine's result for every question answered with the option worth `points`: one answer set per level. */
function resultWith(points: 0 | 1 | 2 | 3) {
  return scoreWellnessQuiz({ answers: Object.fromEntries(WELLNESS_QUIZ.map((q) => [q.id, q.options[points].value])) });
}

describe('the quiz’s next steps lead somewhere (issue 33 §6)', () => {
  it.each([0, 1, 2, 3] as const)('every level (all answers worth %s): consultations open the booking, calculator steps link', (points) => {
    const result = resultWith(points);
    const actions = result.nextSteps.map((step) => [step, nextStepAction(step)] as const);
    // Each level offers a consultation and at least one calculator.
    expect(actions.some(([, action]) => action === 'consultation')).toBe(true);
    expect(actions.some(([, action]) => action !== null && action !== 'consultation'), result.level).toBe(true);
    for (const [step, action] of actions) {
      if (/consultation|analyst/i.test(step)) expect(action, step).toBe('consultation');
    }
  });

  it('no step points at something that is not there ("the gaps below": nothing came below them)', () => {
    for (const points of [0, 1, 2, 3] as const) {
      for (const step of resultWith(points).nextSteps) expect(step).not.toMatch(/\bbelow\b/);
    }
    expect(nextStepAction('Gather statements for every account, debt and retirement plan')).toBeNull();
  });

  it('a step done with one calculator names that calculator, not just "the calculators"', () => {
    expect(nextStepAction('Check how dividing retirement accounts affects both of you')).toBe('qdro');
    expect(nextStepAction('List every income, bill, account and debt you know of')).toBe('budget');
    expect(nextStepAction('Build a post-divorce budget with the budget planner')).toBe('budget');
    expect(nextStepAction('Build a realistic post-divorce budget')).toBe('budget');
    expect(nextStepAction('Run the child support and alimony calculators with your real figures')).toBe('child-support');
    expect(nextStepAction('Estimate child support and alimony to know what to expect')).toBe('child-support');
    expect(nextStepAction('Estimate support with the free calculators')).toBe('calculators');
    // Every level's steps: each leads somewhere but gathering statements, which a person does on their own.
    for (const points of [0, 1, 2, 3] as const) {
      for (const step of resultWith(points).nextSteps) {
        if (!/^Gather statements/.test(step)) expect(nextStepAction(step), step).not.toBeNull();
      }
    }
  });
});
