import { z } from 'zod';
import type { NewLead } from '../store/leads.js';
import { INVALID_EMAIL_MESSAGE, normalizeTag, optionalText, plainString, tagList } from './fields.js';
import { CLIENT_VOLUMES, PROFESSIONS, TIMELINES, leadKindOf, tagsFor, type LeadKind } from './kinds.js';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

/** What each kind requires, with the message its form showed (spec part 1 section 5, part 2 section 5). */
const REQUIRED: Record<LeadKind, { fields: ('firstName' | 'lastName' | 'email' | 'profession' | 'notes')[]; message: string }> = {
  guidance: { fields: ['firstName', 'lastName', 'email'], message: 'Please fill in all fields.' },
  booking: { fields: ['firstName', 'lastName', 'email'], message: 'Please fill in all required fields.' },
  newsletter: { fields: ['firstName', 'lastName', 'email'], message: 'Please fill in all fields.' },
  'professional-waitlist': {
    fields: ['firstName', 'lastName', 'email', 'profession'],
    message: 'Please fill in all required fields.',
  },
  feedback: { fields: ['firstName', 'email', 'notes'], message: 'Please fill in all required fields and provide a rating.' },
  'app-launch-notification': { fields: ['email'], message: 'Email is required' },
};

/** Where a lead came from when the form did not say (the earlier product's defaults). */
const DEFAULT_SOURCE: Record<LeadKind, string> = {
  guidance: 'calculator',
  booking: 'website',
  newsletter: 'newsletter-signup',
  'professional-waitlist': 'Professional Waitlist',
  feedback: 'feedback',
  'app-launch-notification': 'coming-soon-page',
};

/** The type tag and stored leadType when the payload gives none. */
const DEFAULT_LEAD_TYPE: Partial<Record<LeadKind, string>> = {
  guidance: 'guidance',
  'app-launch-notification': 'app-launch-notification',
};

const calculationId = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((raw, ctx) => {
    if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: 'calculationId must be the id returned by a calculator' });
      return z.NEVER;
    }
    return value;
  })
  .meta({ description: 'The id a calculator returned, for a guidance lead', examples: [42] });

const interests = z
  .union([plainString.max(500), z.array(plainString.max(100)).max(20), z.null()])
  .optional()
  .transform((raw) => {
    const list = raw === null || raw === undefined ? [] : Array.isArray(raw) ? raw : raw.split(',');
    const cleaned = list.map((item) => item.trim()).filter((item) => item !== '');
    return cleaned.length > 0 ? cleaned : undefined;
  })
  .meta({ description: 'What the professional wants: a list, or comma-separated text' });

function optionalChoice<const T extends readonly string[]>(values: T, label: string) {
  return optionalText(60)
    .refine((v) => v === undefined || (values as readonly string[]).includes(v), {
      message: `${label} must be one of: ${values.join(', ')}`,
    })
    .meta({ enum: [...values] });
}

export const LeadInputSchema = z
  .object({
    firstName: optionalText(100),
    lastName: optionalText(100),
    email: optionalText(254).meta({ format: 'email', examples: ['jordan@example.com'] }),
    phone: optionalText(40),
    profession: optionalChoice(PROFESSIONS, 'Profession'),
    practice: optionalText(200),
    clientVolume: optionalChoice(CLIENT_VOLUMES, 'Client volume'),
    interests,
    timeline: optionalChoice(TIMELINES, 'Timeline'),
    leadType: optionalText(60)
      .refine((v) => v === undefined || SLUG.test(v), { message: 'leadType must be lowercase words joined by hyphens' })
      .meta({
        description:
          'newsletter, professional-waitlist, feedback, app-launch-notification, a booking variant ' +
          '(free-consultation, strategy-session, professional-consultation); absent for a guidance request',
        examples: ['strategy-session'],
      }),
    tags: tagList.meta({ description: 'Extra tags; the server adds its own (app tag, type tag, kind tags)' }),
    source: optionalText(100),
    calculationType: optionalText(60),
    calculationId,
    notes: optionalText(5000, 'Keep notes under 5000 characters'),
  })
  .superRefine((input, ctx) => {
    const kind = leadKindOf(input.leadType, input.calculationType);
    const rule = REQUIRED[kind];
    for (const field of rule.fields) {
      if (input[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: rule.message });
    }
    if (input.email !== undefined && !EMAIL_SHAPE.test(input.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: INVALID_EMAIL_MESSAGE });
    }
  })
  .transform((input): { kind: LeadKind; lead: NewLead } => {
    const kind = leadKindOf(input.leadType, input.calculationType);
    const leadType = input.leadType ?? DEFAULT_LEAD_TYPE[kind] ?? kind;
    const tags = tagsFor({ kind, leadType, profession: input.profession }, input.tags.map(normalizeTag));
    return {
      kind,
      lead: {
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        email: (input.email ?? '').toLowerCase(),
        phone: input.phone ?? null,
        profession: input.profession ?? null,
        practice: input.practice ?? null,
        clientVolume: input.clientVolume ?? null,
        interests: input.interests ?? null,
        timeline: input.timeline ?? null,
        leadType,
        tags,
        source: input.source ?? DEFAULT_SOURCE[kind],
        calculationType: input.calculationType ?? null,
        calculationId: input.calculationId ?? null,
        notes: input.notes ?? null,
      },
    };
  })
  .meta({
    id: 'LeadInput',
    description:
      'Any lead of the product: guidance request after a calculation, consultation booking (three variants), ' +
      'newsletter signup, professional waitlist, feedback, or app-launch notification.',
  });

export const LeadCreatedSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['guidance', 'booking', 'newsletter', 'professional-waitlist', 'feedback', 'app-launch-notification']),
    leadType: z.string(),
    tags: z.array(z.string()),
    source: z.string(),
    createdAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'LeadCreated' });
