import { z } from 'zod';
import { requiredText } from '../../leads/fields.js';
import { hasFullAccess } from '../../billing/entitlement.js';
import { verificationMailState } from '../../auth/email-verification.js';
import type { Stores } from '../../store/index.js';
import type { User } from '../../store/users.js';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The log-in form's email rule and message (spec part 1, section 5). */
export const AccountEmailSchema = z
  .string({ message: 'Invalid email address' })
  .trim()
  .max(254, 'Invalid email address')
  .regex(EMAIL_SHAPE, 'Invalid email address')
  .meta({ examples: ['jordan@example.com'] });

export const UsernameSchema = z
  .string({ message: 'Username must be at least 3 characters' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(40, 'Username must be at most 40 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may use letters, numbers, dots, dashes and underscores')
  .meta({ examples: ['jordanr'] });

/** A password being checked (not chosen): any length up to a bound, so older passwords still work. */
export const CurrentPasswordSchema = z
  .string({ message: 'Password is required' })
  .min(1, 'Password is required')
  .max(1024, 'Password is required')
  .meta({ examples: ['correct horse battery'] });

export const FirstNameSchema = requiredText(100, 'First name is required');
export const LastNameSchema = requiredText(100, 'Last name is required');

const dateTime = (description: string) => z.string().nullable().meta({ format: 'date-time', description });

/** Where the verification mail stands, so the site says a link was sent only when one was. */
export const VerificationMailSchema = z
  .object({
    sentAt: dateTime(
      'When the newest unused verification link was mailed to `email`; null when none was: sign-up answers 201 even when the hourly ' +
        'limits held its mail back (more sign-ups from one network, or mails to one address, than they allow)',
    ),
    nextLinkAt: dateTime('When a new link can be asked for (`POST /api/v1/account/email-verification`); null: now'),
    limitedBy: z.enum(['address', 'network']).nullable().meta({
      description: 'Which hourly limit holds the next link back until `nextLinkAt`: mails to this address, or from this network; null: none',
    }),
  })
  .meta({ id: 'VerificationMail' });

/** The person as the site reads them; never the password or its hash. */
export const AccountUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string().meta({ description: 'Normalised: trimmed and in lower case' }),
    emailVerified: z.boolean().meta({
      description:
        'Whether the owner opened the verification link mailed to `email`. Until then the account reaches only what it made itself (not what ' +
        'was stored under the address before) and the free premium calculations stay locked',
    }),
    verificationMail: VerificationMailSchema.nullable().meta({ description: 'Null once the email is verified' }),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(['member', 'admin']),
    isPremium: z.boolean().meta({
      description:
        'Full Access now: a paid or trialing subscription (or one cancelling before its period ends), or access granted by an admin or the test login',
    }),
    createdAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'AccountUser' });

export type AccountUser = z.infer<typeof AccountUserSchema>;

export const ACCOUNT_USER_EXAMPLE: AccountUser = {
  id: 7,
  email: 'jordan@example.com',
  emailVerified: true,
  verificationMail: null,
  username: 'jordanr',
  firstName: 'Jordan',
  lastName: 'Rivera',
  role: 'member',
  isPremium: false,
  createdAt: '2026-11-21T09:30:00.000Z',
};

/**
 * The account as the site reads it. `isPremium` is the effective Full Access rule (`hasFullAccess`), not
 * the stored admin grant alone, so a subscriber reads `true` and a subscription past its period `false`.
 */
export async function toAccountUser(stores: Stores, user: User, now: Date, clientAddress: string): Promise<AccountUser> {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    verificationMail: user.emailVerifiedAt === null ? await verificationMailState(stores, user, clientAddress, now) : null,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isPremium: await hasFullAccess(stores, user, now),
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

export const MessageSchema = z.object({ success: z.literal(true), message: z.string() }).meta({ id: 'AccountMessage' });
