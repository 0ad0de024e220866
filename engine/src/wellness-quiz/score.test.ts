import { describe, expect, it } from 'vitest';
import { EngineValidationError } from '../errors.js';
import { WELLNESS_QUIZ, WELLNESS_QUIZ_MAX_SCORE } from './questions.js';
import { levelFor, scoreWellnessQuiz } from './score.js';

function answersWithPoints(points: number[]): Record<string, string> {
  return Object.fromEntries(WELLNESS_QUIZ.map((q, i) => [q.id, q.options[points[i]!]!.value]));
}

describe('wellness quiz data', () => {
  it('has 8 questions of four options worth 0-3 in order (spec part 1, section 3)', () => {
    expect(WELLNESS_QUIZ.map((q) => q.id)).toEqual([
      'emergency_fund',
      'debt_management',
      'financial_knowledge',
      'retirement_savings',
      'income_stability',
      'financial_goals',
      'asset_awareness',
      'insurance_coverage',
    ]);
    for (const q of WELLNESS_QUIZ) expect(q.options.map((o) => o.points)).toEqual([0, 1, 2, 3]);
    expect(WELLNESS_QUIZ_MAX_SCORE).toBe(24);
  });
});

describe('scoreWellnessQuiz', () => {
  it.each([
    [[3, 3, 3, 3, 3, 3, 1, 1], 20, 'excellent'], // 83.3%
    [[3, 3, 3, 3, 3, 3, 1, 0], 19, 'good'], // 79.2%: just under 80
    [[2, 2, 2, 2, 2, 2, 2, 1], 15, 'good'], // 62.5%
    [[2, 2, 2, 2, 1, 1, 1, 1], 12, 'fair'], // 50%
    [[1, 1, 1, 1, 1, 1, 1, 2], 9, 'poor'], // 37.5%
  ])('%j scores %s (%s)', (points, score, level) => {
    const result = scoreWellnessQuiz({ answers: answersWithPoints(points) });
    expect(result.score).toBe(score);
    expect(result.level).toBe(level);
  });

  it('puts the thresholds at 80, 60 and 40 percent', () => {
    expect([levelFor(80), levelFor(79.9), levelFor(60), levelFor(40), levelFor(39.9)]).toEqual([
      'excellent',
      'good',
      'good',
      'fair',
      'poor',
    ]);
  });

  it('recommends work on the weakest areas', () => {
    const result = scoreWellnessQuiz({ answers: answersWithPoints([0, 3, 3, 3, 3, 3, 3, 3]) });
    expect(result.weakestAreas).toEqual(['emergency_fund']);
    expect(result.recommendations[0]).toMatch(/emergency fund/);
  });

  it('rejects missing and unknown answers', () => {
    const answers = answersWithPoints([1, 1, 1, 1, 1, 1, 1, 1]);
    delete answers.insurance_coverage;
    answers.emergency_fund = 'lots';
    answers.favorite_color = 'blue';
    try {
      scoreWellnessQuiz({ answers });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EngineValidationError);
      const paths = (error as EngineValidationError).errors.map((e) => e.path);
      expect(paths).toEqual(
        expect.arrayContaining(['answers.insurance_coverage', 'answers.emergency_fund', 'answers.favorite_color']),
      );
    }
  });
});
