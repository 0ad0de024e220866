import { LEAD_EXAMPLES } from '../../leads/examples.js';
import { HttpProblem } from '../../http/problem.js';
import { LeadCreatedSchema, LeadInputSchema } from '../../leads/schema.js';
import { defineOperation } from '../operation.js';

export const ALREADY_SUBSCRIBED_TYPE = 'https://securesplit.app/problems/already-subscribed';

export function alreadySubscribedProblem(): HttpProblem {
  return new HttpProblem(409, 'This email address is already subscribed to the newsletter.', { title: 'Already subscribed', type: ALREADY_SUBSCRIBED_TYPE });
}

export const createLeadOperation = defineOperation({
  method: 'post',
  path: '/api/v1/leads',
  aliases: ['/api/leads'],
  operationId: 'createLead',
  summary: 'Save a lead (guidance, booking, newsletter, waitlist, feedback, notification)',
  description:
    'The kind follows from `leadType` (absent means a guidance request; `calculationType: app-launch-notification` ' +
    'a notification). Tags: always `securesplit` and the type tag; strategy-session adds strategy-session and ' +
    'high-value-prospect; professional-consultation adds professional-consultation and business-lead; other ' +
    "bookings add free-consultation and lead; guidance adds lead and newsletter; the waitlist adds the profession.",
  tag: 'Leads',
  idempotent: true,
  body: {
    schema: LeadInputSchema,
    example: {
      firstName: 'Jordan',
      lastName: 'Rivera',
      email: 'jordan@example.com',
      phone: '',
      leadType: 'strategy-session',
      tags: [],
      source: 'calculator-results',
    },
    examples: LEAD_EXAMPLES,
  },
  success: {
    status: 201,
    description: 'The lead was saved',
    schema: LeadCreatedSchema,
    example: {
      id: 7,
      kind: 'booking',
      leadType: 'strategy-session',
      tags: ['securesplit', 'strategy-session', 'high-value-prospect'],
      source: 'calculator-results',
      createdAt: '2026-11-21T09:30:00.000Z',
    },
  },
  errors: [400, 409, 413, 415, 422, 429, 503],
  problems: {
    409: {
      description: 'A newsletter signup for an address that is already subscribed: nothing is saved, and nothing more than that is said',
      examples: { alreadySubscribed: { summary: 'Already subscribed', value: alreadySubscribedProblem().toProblem(undefined) } },
    },
  },
  async handler({ body, deps }) {
    // A second signup was saved as a second lead and thanked as if new (issue 33 §6). Saying only that the address
    // is subscribed tells no more than the welcome mail already told its owner.
    if (body.kind === 'newsletter' && (await deps.store.leads.hasNewsletterSignup(body.lead.email))) throw alreadySubscribedProblem();
    const saved = await deps.store.leads.create(body.lead);
    return {
      status: 201,
      body: {
        id: saved.id,
        kind: body.kind,
        leadType: saved.leadType,
        tags: saved.tags,
        source: saved.source,
        createdAt: saved.createdAt.toISOString(),
      },
    };
  },
});
