import { z } from 'zod';
import type { NewLead } from '../store/leads.js';
import { normalizeEmail } from '../email-address.js';
import { optionalNumber } from '@securesplit/engine';
import { emailField, normalizeTag, optionalText, plainString, requiredText, tagList } from './fields.js';
import { BOOKING_VARIANTS, CLIENT_VOLUMES, LEAD_KINDS, PROFESSIONS, TIMELINES, leadKindOf, tagsFor, type LeadKind } from './kinds.js';


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

const calculationId = optionalNumber('calculationId must be the id returned by a calculator', {
  min: 1,
  max: 2_147_483_647,
  integer: true,
}).meta({ description: 'The id a calculator returned, for a guidance lead (blank or null: none)', examples: [42] });

const interests = z
  .union([plainString.max(500), z.array(plainString.max(100)).max(20), z.null()])
  .optional()
  .transform((raw) => {
    const list = raw === null || raw === undefined ? [] : Array.isArray(raw) ? raw : raw.split(',');
    const cleaned = list.map((item) => item.trim()).filter((item) => item !== '');
    return cleaned.length > 0 ? cleaned : undefined;
  })
  .meta({ description: 'What the professional wants: a list, or comma-separated text' });

/** One of `values` exactly, or not given: absent, null or blank text. */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((raw, ctx): T[number] | undefined => {
      if (raw === null || raw === undefined || raw.trim() === '') return undefined;
      if (!(values as readonly string[]).includes(raw)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be one of: ${values.join(', ')}` });
        return z.NEVER;
      }
      return raw;
    })
    .meta({ anyOf: [{ type: 'string', enum: [...values] }, { type: 'string', pattern: '^\\s*$' }, { type: 'null' }] });
}

/** One of `values` exactly; blank or null gives `requiredMessage`. */
function requiredLeadChoice<const T extends readonly [string, ...string[]]>(values: T, label: string, requiredMessage: string) {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((raw, ctx): T[number] => {
      if (raw === null || raw === undefined || raw.trim() === '') {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      if (!(values as readonly string[]).includes(raw)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be one of: ${values.join(', ')}` });
        return z.NEVER;
      }
      return raw;
    })
    .meta({ type: 'string', enum: [...values] });
}

/** Every lead field, each optional; a kind makes its own required ones required (REQUIRED). */
const leadFields = {
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: optionalText(254),
  phone: optionalText(40),
  profession: optionalChoice(PROFESSIONS, 'Profession'),
  practice: optionalText(200),
  clientVolume: optionalChoice(CLIENT_VOLUMES, 'Client volume'),
  interests,
  timeline: optionalChoice(TIMELINES, 'Timeline'),
  tags: tagList.meta({ description: 'Extra tags; the server adds its own (app tag, type tag, kind tags)' }),
  source: optionalText(100),
  calculationType: optionalText(60),
  calculationId,
  notes: optionalText(5000, 'Keep notes under 5000 characters'),
};

/** The `leadType` values each kind is sent with; a guidance request may send none. */
const LEAD_TYPES: Record<LeadKind, z.ZodType> = {
  guidance: z.literal('guidance').optional(),
  booking: z.enum(BOOKING_VARIANTS),
  newsletter: z.literal('newsletter'),
  'professional-waitlist': z.literal('professional-waitlist'),
  feedback: z.literal('feedback'),
  'app-launch-notification': z.literal('app-launch-notification'),
};

const KIND_DESCRIPTIONS: Record<LeadKind, string> = {
  guidance:
    'A guidance request after a calculation: no `leadType` (or `guidance`). The earlier notify form sends this shape with ' +
    '`calculationType: app-launch-notification`, which stores it as an app-launch notification.',
  booking: 'A consultation booking, one of three variants',
  newsletter: 'A newsletter signup',
  'professional-waitlist': 'The professional waitlist',
  feedback: 'Feedback (subject, message, user type and rating in `notes`)',
  'app-launch-notification': 'Notify me when the mobile app launches',
};

const PASCAL = (kind: string) => kind.replace(/(^|-)([a-z])/g, (_m, _dash, letter: string) => letter.toUpperCase());

/** A kind's body: every field, its required ones required (with its form's message), its `leadType`. */
function leadKindSchema(kind: LeadKind) {
  const rule = REQUIRED[kind];
  const required: Record<string, z.ZodType> = {};
  for (const field of rule.fields) {
    required[field] =
      field === 'email'
        ? emailField(rule.message)
        : field === 'profession'
          ? requiredLeadChoice(PROFESSIONS, 'Profession', rule.message)
          : requiredText(field === 'notes' ? 5000 : 100, rule.message);
  }
  return z
    .object({ ...leadFields, ...required, leadType: LEAD_TYPES[kind] })
    .meta({ title: `${PASCAL(kind)}Lead`, description: KIND_DESCRIPTIONS[kind] });
}

/** Every field of a lead as the handler reads it (a kind's required fields are then present). */
type LeadFields = { [K in keyof typeof leadFields]: z.output<(typeof leadFields)[K]> } & { leadType?: string | undefined };

export const LeadInputSchema = z
  .discriminatedUnion(
    'leadType',
    LEAD_KINDS.map((kind) => leadKindSchema(kind)) as unknown as [z.ZodObject, z.ZodObject, ...z.ZodObject[]],
    { error: `leadType must be one of: ${['guidance', ...BOOKING_VARIANTS, ...LEAD_KINDS.filter((k) => k !== 'guidance' && k !== 'booking')].join(', ')}` },
  )
  .transform((parsed): { kind: LeadKind; lead: NewLead } => {
    const input = parsed as LeadFields;
    const kind = leadKindOf(input.leadType, input.calculationType);
    const leadType = input.leadType ?? DEFAULT_LEAD_TYPE[kind] ?? kind;
    const tags = tagsFor({ kind, leadType, profession: input.profession }, input.tags.map(normalizeTag));
    return {
      kind,
      lead: {
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        email: normalizeEmail(input.email ?? ''),
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
      'Any lead of the product, one of its kinds by `leadType`: guidance request after a calculation (no leadType), ' +
      'consultation booking (three variants), newsletter signup, professional waitlist, feedback, or app-launch ' +
      'notification. Each kind requires its own fields; optional text may be null or blank (not given).',
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
