import { z } from 'zod';
import { emailField, normalizeTag, optionalText, requiredText, uniqueTags } from '../../leads/fields.js';
import { APP_TAG } from '../../leads/kinds.js';
import { defineOperation } from '../operation.js';

const LEAD_CAPTURE_TYPE = 'lead-capture';

const LeadCaptureInputSchema = z
  .object({
    name: requiredText(200, 'Name is required').meta({ examples: ['Jordan Rivera'] }),
    email: emailField('Email is required'),
    source: optionalText(100).meta({ description: 'Default lead-capture; the quiz sends financial-wellness-quiz' }),
    tags: z
      .union([z.string().max(1000, 'Tags are at most 1000 characters'), z.array(z.string().max(60)).max(20), z.null()])
      .optional()
      .meta({ description: 'Comma-separated text (or a list)', examples: ['financial-wellness-quiz,lead-capture,email-signup'] }),
  })
  .meta({ id: 'LeadCaptureInput' });

const LeadCaptureCreatedSchema = z
  .object({
    success: z.literal(true),
    id: z.number().int(),
    tags: z.array(z.string()),
    source: z.string(),
  })
  .meta({ id: 'LeadCaptureCreated' });

/** "Jordan Rivera" → first "Jordan", last "Rivera"; one word is a first name only. */
export function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length > 0 ? rest.join(' ') : null };
}

export const leadCaptureOperation = defineOperation({
  method: 'post',
  path: '/api/v1/lead-capture',
  aliases: ['/api/lead-capture'],
  operationId: 'captureLead',
  summary: 'Save a name and email from the lead capture dialog',
  description:
    'Stored as a `lead-capture` lead: the name is split into first and last name at the first space, and the tags are ' +
    'normalised and de-duplicated after `securesplit` and `lead-capture`.',
  tag: 'Leads',
  idempotent: true,
  body: {
    schema: LeadCaptureInputSchema,
    example: {
      name: 'Jordan Rivera',
      email: 'jordan@example.com',
      source: 'financial-wellness-quiz',
      tags: 'financial-wellness-quiz,lead-capture,email-signup',
    },
  },
  success: {
    status: 201,
    description: 'The lead was saved',
    schema: LeadCaptureCreatedSchema,
    example: {
      success: true,
      id: 8,
      tags: ['securesplit', 'lead-capture', 'financial-wellness-quiz', 'email-signup'],
      source: 'financial-wellness-quiz',
    },
  },
  errors: [400, 413, 415, 422, 429, 503],
  async handler({ body, deps }) {
    const given = body.tags ?? [];
    const clientTags = (Array.isArray(given) ? given : given.split(',')).map(normalizeTag);
    const source = body.source ?? LEAD_CAPTURE_TYPE;
    const saved = await deps.store.leads.create({
      ...splitName(body.name),
      email: body.email,
      phone: null,
      profession: null,
      practice: null,
      clientVolume: null,
      interests: null,
      timeline: null,
      leadType: LEAD_CAPTURE_TYPE,
      tags: uniqueTags([APP_TAG, LEAD_CAPTURE_TYPE, ...clientTags]),
      source,
      calculationType: null,
      calculationId: null,
      notes: null,
    });
    return { status: 201, body: { success: true, id: saved.id, tags: saved.tags, source: saved.source } };
  },
});
