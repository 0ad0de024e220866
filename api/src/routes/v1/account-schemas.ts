import { z } from 'zod';
import { requiredText } from '../../leads/fields.js';
import { hasFullAccess } from '../../billing/entitlement.js';
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

/** The person as the site reads them; never the password or its hash. */
export const AccountUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
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
export async function toAccountUser(stores: Stores, user: User, now: Date): Promise<AccountUser> {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isPremium: await hasFullAccess(stores, user, now),
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

export const MessageSchema = z.object({ success: z.literal(true), message: z.string() }).meta({ id: 'AccountMessage' });
