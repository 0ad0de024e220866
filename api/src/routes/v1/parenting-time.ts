import {
  ParentingTimeInputSchema,
  ParentingTimeResultSchema,
  calculateParentingTimeFromValidInput,
} from '@securesplit/engine';
import { calculatorOperation } from './calculator.js';

const parentingTimeInput = ParentingTimeInputSchema.meta({ id: 'ParentingTimeInput' });
const parentingTimeResult = ParentingTimeResultSchema.meta({ id: 'ParentingTimeResult' });

export const parentingTimeOperation = calculatorOperation({
  type: 'parenting-time',
  path: '/api/v1/parenting-time',
  operationId: 'calculateParentingTime',
  summary: 'Turn a parenting schedule into overnights a year',
  description:
    'Lays a common schedule (every other weekend, with or without a midweek overnight, 2-2-3, 2-2-5-5, 3-4-4-3, ' +
    'week on / week off, or a custom two-week grid) on the calendar of a year, with holidays and a summer block, ' +
    'and counts each parent’s overnights (a night counts on the date it begins) and their share of the year.',
  tag: 'Calculators',
  inputSchema: parentingTimeInput,
  resultSchema: parentingTimeResult,
  calculate: calculateParentingTimeFromValidInput,
  example: {
    input: { pattern: 'alternate-weekends', year: 2026, startsWith: 'noncustodial' },
    // The engine's answer with the calendar cut to three nights (the full year would fill the reference).
    result: {
      year: 2026,
      pattern: 'alternate-weekends',
      rotationStart: '2026-01-02',
      overnights: { custodial: 313, noncustodial: 52 },
      percentages: { custodial: 85.8, noncustodial: 14.2 },
      calendar: [
        {
          month: 1,
          name: 'January',
          nights: [
            { date: '2026-01-01', weekday: 'Thu', parent: 'custodial', source: 'pattern' },
            { date: '2026-01-02', weekday: 'Fri', parent: 'noncustodial', source: 'pattern' },
            { date: '2026-01-03', weekday: 'Sat', parent: 'noncustodial', source: 'pattern' },
          ],
        },
      ],
    },
  },
});
