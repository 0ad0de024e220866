import { z } from 'zod';
import { DEFAULT_AUTH_CONFIG } from '../../auth/config.js';
import { confirmVerificationLink, EMAIL_VERIFICATION, sendVerificationLink } from '../../auth/email-verification.js';
import { requireAccount } from '../../auth/sessions.js';
import { validationProblem } from '../../http/problem.js';
import { defineOperation } from '../operation.js';
import { MessageSchema } from './account-schemas.js';
import { clientAddressOf, resetLinkBase } from './auth.js';

const LINK_INVALID = 'This verification link has already been used or has expired';

const VerifyEmailInputSchema = z
  .object({ token: z.string({ message: LINK_INVALID }).min(1, LINK_INVALID).max(200, LINK_INVALID) })
  .meta({ id: 'VerifyEmailInput' });

const VERIFIED = 'Your email address is verified.';
/** The default lifetime of a link, as documented (EMAIL_VERIFICATION_HOURS changes it). */
const linkLife = `${DEFAULT_AUTH_CONFIG.emailVerificationTtlMs / 3_600_000} hours by default (EMAIL_VERIFICATION_HOURS)`;

export const verifyEmailOperation = defineOperation({
  method: 'post',
  path: '/api/v1/auth/verify-email',
  operationId: 'verifyEmail',
  auth: 'none',
  summary: 'Verify the email address with the mailed link',
  description:
    `Uses the link mailed at sign-up (or sent again from the account page): valid ${linkLife}, once. From then on the account ` +
    'reaches what was stored under its address (export and deletion include it) and may use the free premium calculations. Works ' +
    'signed in or not (the link may be opened in another browser).',
  tag: 'Accounts',
  body: { schema: VerifyEmailInputSchema, example: { token: 'q3V0...' } },
  success: { status: 200, description: 'Verified', schema: MessageSchema, example: { success: true, message: VERIFIED } },
  errors: [400, 403, 413, 415, 429],
  async handler({ body, deps }) {
    const userId = await confirmVerificationLink(deps, body.token);
    if (userId === undefined) throw validationProblem([{ path: 'token', message: LINK_INVALID }], `${LINK_INVALID}.`);
    deps.logger.info({ userId }, 'email verified');
    return { body: { success: true, message: VERIFIED } };
  },
});

export const resendEmailVerificationOperation = defineOperation({
  method: 'post',
  path: '/api/v1/account/email-verification',
  operationId: 'resendEmailVerification',
  summary: 'Send the verification link again',
  description:
    `Mails the signed-in account a new verification link (valid ${linkLife}, once). At most ${EMAIL_VERIFICATION.maxMailsPerAddress} ` +
    'verification mails per address an hour, the one sent at sign-up included, and ' +
    `${EMAIL_VERIFICATION.maxMailsPerClientAddress} asked for from one client address (429 after; the account's \`verificationMail.nextLinkAt\` says when). ` +
    `Sign-ups' first links are counted apart (${EMAIL_VERIFICATION.maxFirstMailsPerClientAddress} per client address an hour), so a link a ` +
    'busy network held back at sign-up can be asked for here. Answers without mailing when the address is already verified.',
  tag: 'Accounts',
  success: {
    status: 200,
    description: 'Sent (or already verified)',
    schema: MessageSchema,
    example: { success: true, message: 'We have sent a new verification link to jordan@example.com.' },
  },
  errors: [401, 403, 429],
  async handler(request) {
    const { ctx, deps } = request;
    const { user } = await requireAccount(ctx, deps);
    if (user.emailVerifiedAt !== null) return { body: { success: true, message: VERIFIED } };
    await sendVerificationLink(deps, user, resetLinkBase(request), clientAddressOf(request), 'resend');
    return { body: { success: true, message: `We have sent a new verification link to ${user.email}.` } };
  },
});

export const EMAIL_VERIFICATION_OPERATIONS = [verifyEmailOperation, resendEmailVerificationOperation];
