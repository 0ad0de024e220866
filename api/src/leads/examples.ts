import type { LeadKind } from './kinds.js';

const PERSON = { firstName: 'Jordan', lastName: 'Rivera', email: 'jordan@example.com' };

/** One request body per lead kind, as each of the product's forms sends it; shown in the OpenAPI document. */
export const LEAD_EXAMPLES: Record<LeadKind, { summary: string; value: Record<string, unknown> }> = {
  guidance: {
    summary: 'Guidance request after a calculation (no leadType)',
    value: { ...PERSON, calculationType: 'child-support', calculationId: 42, tags: ['child-support'] },
  },
  booking: {
    summary: 'Booking: a strategy session (also free-consultation, professional-consultation)',
    value: { ...PERSON, phone: '555-0100', leadType: 'strategy-session', source: 'calculator-results' },
  },
  newsletter: {
    summary: 'Newsletter signup',
    value: { ...PERSON, leadType: 'newsletter' },
  },
  'professional-waitlist': {
    summary: 'Professional waitlist (profession required)',
    value: {
      ...PERSON,
      leadType: 'professional-waitlist',
      profession: 'mediator',
      practice: 'Rivera Mediation',
      clientVolume: '6-15',
      interests: ['white-label calculators', 'client intake'],
      timeline: '1-3-months',
    },
  },
  feedback: {
    summary: 'Feedback (first name, email and notes required)',
    value: { firstName: 'Jordan', email: 'jordan@example.com', leadType: 'feedback', notes: 'Rating 5/5. The worksheet steps helped.' },
  },
  'app-launch-notification': {
    summary: 'App launch notification (email only)',
    value: { email: 'jordan@example.com', leadType: 'app-launch-notification', calculationType: 'app-launch-notification', source: 'coming-soon-page' },
  },
};
