/**
 * The financial wellness quiz: 8 questions, four options each worth 0-3 points in the listed order
 * (spec part 1, section 3). Ids and option values are what stored answers and the API use.
 */
export interface QuizOption {
  value: string;
  label: string;
  points: 0 | 1 | 2 | 3;
}

export interface QuizQuestion {
  id: string;
  question: string;
  options: readonly [QuizOption, QuizOption, QuizOption, QuizOption];
}

export const WELLNESS_QUIZ: readonly QuizQuestion[] = [
  {
    id: 'emergency_fund',
    question: 'How many months of essential expenses could you cover from savings right now?',
    options: [
      { value: 'none', label: 'None — I have no savings set aside', points: 0 },
      { value: '1-2', label: '1 to 2 months', points: 1 },
      { value: '3-5', label: '3 to 5 months', points: 2 },
      { value: '6+', label: '6 months or more', points: 3 },
    ],
  },
  {
    id: 'debt_management',
    question: 'How would you describe your debts (credit cards, loans) today?',
    options: [
      { value: 'overwhelming', label: 'Overwhelming — I struggle to make payments', points: 0 },
      { value: 'manageable', label: 'Manageable, but they worry me', points: 1 },
      { value: 'controlled', label: 'Under control with a payoff plan', points: 2 },
      { value: 'minimal', label: 'Minimal or none', points: 3 },
    ],
  },
  {
    id: 'financial_knowledge',
    question: 'How well do you understand your household finances (accounts, bills, taxes)?',
    options: [
      { value: 'confused', label: 'I feel confused — my spouse handled most of it', points: 0 },
      { value: 'basic', label: 'I know the basics', points: 1 },
      { value: 'good', label: 'I have a good picture of most of it', points: 2 },
      { value: 'expert', label: 'I know every account and bill in detail', points: 3 },
    ],
  },
  {
    id: 'retirement_savings',
    question: 'Where do your retirement savings stand?',
    options: [
      { value: 'none', label: 'I have none', points: 0 },
      { value: 'started', label: "I've started, but I'm behind", points: 1 },
      { value: 'on_track', label: "I'm on track for my age", points: 2 },
      { value: 'ahead', label: "I'm ahead of where I need to be", points: 3 },
    ],
  },
  {
    id: 'income_stability',
    question: 'How stable is your own income?',
    options: [
      { value: 'unstable', label: 'Unstable or none of my own', points: 0 },
      { value: 'somewhat', label: 'Somewhat stable — it varies month to month', points: 1 },
      { value: 'stable', label: 'Stable', points: 2 },
      { value: 'very_stable', label: 'Very stable, with room to grow', points: 3 },
    ],
  },
  {
    id: 'financial_goals',
    question: 'Do you have financial goals for life after the divorce?',
    options: [
      { value: 'no_goals', label: "Not yet — I haven't thought that far", points: 0 },
      { value: 'vague_goals', label: 'Some general ideas', points: 1 },
      { value: 'clear_goals', label: 'Clear goals', points: 2 },
      { value: 'detailed_plan', label: 'A detailed written plan', points: 3 },
    ],
  },
  {
    id: 'asset_awareness',
    question: 'How well do you know the marital assets and debts (home, retirement plans, accounts)?',
    options: [
      { value: 'unaware', label: "I don't know what we have", points: 0 },
      { value: 'basic', label: 'I know the main items', points: 1 },
      { value: 'good', label: 'I know most items and their values', points: 2 },
      { value: 'complete', label: 'I have a complete, documented list', points: 3 },
    ],
  },
  {
    id: 'insurance_coverage',
    question: 'How well are you and your children insured (health, life, disability) for after the divorce?',
    options: [
      { value: 'minimal', label: 'Minimal or unsure', points: 0 },
      { value: 'basic', label: 'Basic coverage', points: 1 },
      { value: 'adequate', label: 'Adequate coverage', points: 2 },
      { value: 'comprehensive', label: 'Comprehensive coverage, reviewed recently', points: 3 },
    ],
  },
];

export const WELLNESS_QUIZ_MAX_SCORE = WELLNESS_QUIZ.length * 3;
