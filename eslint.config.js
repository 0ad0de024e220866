import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import securesplit from './tools/eslint/no-literal-text.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-next/**', '**/dist-react/**', '**/dist-old/**', '**/node_modules/**', '**/storybook-static/**', '**/temp/**', 'data/**', 'engine/src/locale/compiled/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly' } },
  },
  {
    // Issue 27: components converted to messages keep every visible word in engine/src/locale/catalogues.
    // Add a file here once it is converted.
    files: [
      'widgets/src/child-support/ChildSupportCalculator.tsx',
      'widgets/src/child-support/validate.ts',
      'widgets/src/child-support/custody-time.ts',
      'widgets/src/alimony/AlimonyCalculator.tsx',
      'widgets/src/alimony/validate.ts',
      'widgets/src/budget/BudgetCalculator.tsx',
      'widgets/src/budget/fields.ts',
      'widgets/src/quiz/WellnessQuiz.tsx',
      'widgets/src/leads/LeadCaptureDialog.tsx',
      'widgets/src/leads/ConsultationDialog.tsx',
      'widgets/src/leads/NameEmailFields.tsx',
      'widgets/src/leads/use-lead-submit.ts',
      'widgets/src/ui/Dialog.tsx',
      'widgets/src/leads/Newsletter.tsx',
      'widgets/src/leads/ProWaitlist.tsx',
      'widgets/src/leads/Feedback.tsx',
      'widgets/src/leads/StarRating.tsx',
      'widgets/src/leads/Consultation.tsx',
      'widgets/src/leads/GuidanceDialog.tsx',
    ],
    plugins: { securesplit },
    rules: { 'securesplit/no-literal-text': 'error' },
  },
);
