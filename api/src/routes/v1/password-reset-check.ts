import { z } from 'zod';
import { tokenDigest } from '../../auth/session-cookie.js';
import { defineOperation } from '../operation.js';

const ResetCheckSchema = z
  .object({ token: z.string().max(200).meta({ description: 'The token of the mailed link (`/reset-password?token=...`)' }) })
  .meta({ id: 'PasswordResetCheck' });

const ResetLinkStatusSchema = z
  .object({
    usable: z.boolean().meta({ description: 'True when the link would change the password now' }),
    state: z.enum(['usable', 'expired', 'used-or-unknown']).meta({
      description: '`expired`: unused but past its 30 minutes; `used-or-unknown`: used already (used links are deleted) or never issued',
    }),
    expiresAt: z.string().nullable().meta({ format: 'date-time', description: 'When a usable link stops working; null otherwise' }),
  })
  .meta({ id: 'PasswordResetLinkStatus' });

/**
 * Issue 33 §6: a used reset link showed the new-password form and failed only after a new password was typed.
 * The page asks first, without using the link, and offers a new one at once when it will not work.
 */
export const checkPasswordResetOperation = defineOperation({
  method: 'post',
  path: '/api/v1/auth/password-reset/check',
  operationId: 'checkPasswordReset',
  auth: 'none',
  summary: 'Would this reset link work?',
  description:
    'Tells whether a reset link can still be used, without using it. The answer concerns only the link its holder ' +
    'already has: not the account, not its email. A used link and one never issued answer alike.',
  tag: 'Accounts',
  body: { schema: ResetCheckSchema, example: { token: 'q3V0...' } },
  success: {
    status: 200,
    description: 'The link’s state',
    schema: ResetLinkStatusSchema,
    example: { usable: false, state: 'used-or-unknown', expiresAt: null },
  },
  errors: [400, 413, 415, 429],
  async handler({ body, ctx, deps }) {
    ctx.set('Cache-Control', 'no-store');
    const status = await deps.store.passwordResets.status(tokenDigest(body.token), deps.now());
    if (status.state === 'usable') return { body: { usable: true, state: 'usable', expiresAt: status.expiresAt.toISOString() } };
    return { body: { usable: false, state: status.state === 'expired' ? 'expired' : 'used-or-unknown', expiresAt: null } };
  },
});
