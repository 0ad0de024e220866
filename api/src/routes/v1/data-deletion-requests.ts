import { z } from 'zod';
import { DELETION_DONE_MESSAGE, processDeletionRequest } from '../../admin/process-deletion.js';
import { newSecretToken, tokenDigest } from '../../auth/session-cookie.js';
import { validationProblem } from '../../http/problem.js';
import { emailField, optionalText } from '../../leads/fields.js';
import { defineOperation } from '../operation.js';
import { resetLinkBase } from './auth.js';

const DataDeletionRequestInputSchema = z
  .object({
    email: emailField('Email is required'),
    reason: optionalText(2000),
    timestamp: z
      .union([z.iso.datetime({ offset: true, message: 'timestamp must be an ISO 8601 date-time' }), z.null()])
      .optional()
      .meta({ description: 'When the person asked (the form sends new Date().toISOString())' }),
  })
  .meta({ id: 'DataDeletionRequestInput' });

const DataDeletionRequestCreatedSchema = z
  .object({
    success: z.literal(true),
    id: z.number().int(),
    status: z.string(),
    createdAt: z.string().meta({ format: 'date-time' }),
    message: z.string(),
  })
  .meta({ id: 'DataDeletionRequestCreated' });

const CONFIRMATION =
  "We'll confirm within 24 hours and process your request within 7 business days, then send you a confirmation email.";

/** How long the confirmation link mailed to the address works. */
export const DELETION_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const createDataDeletionRequestOperation = defineOperation({
  method: 'post',
  path: '/api/v1/data-deletion-requests',
  aliases: ['/api/data-deletion-request'],
  operationId: 'createDataDeletionRequest',
  summary: 'Ask for your data to be deleted',
  description:
    'Records the request and mails a confirmation link to the address (valid 7 days). Nothing is deleted until the ' +
    'person at that address opens the link, or an admin processes the request: anyone can file a request for any ' +
    'address, so filing alone never deletes.',
  tag: 'Support',
  idempotent: true,
  body: {
    schema: DataDeletionRequestInputSchema,
    example: { email: 'jordan@example.com', reason: 'No longer needed', timestamp: '2026-11-21T09:30:00.000Z' },
  },
  success: {
    status: 201,
    description: 'The request was received',
    schema: DataDeletionRequestCreatedSchema,
    example: { success: true, id: 5, status: 'received', createdAt: '2026-11-21T09:30:01.000Z', message: CONFIRMATION },
  },
  errors: [400, 413, 415, 422, 429, 503],
  async handler(request) {
    const { body, deps } = request;
    const token = newSecretToken();
    const now = deps.now();
    const created = await deps.store.dataDeletionRequests.create({
      email: body.email,
      reason: body.reason ?? null,
      requestedAt: body.timestamp ? new Date(body.timestamp) : null,
      confirmTokenHash: tokenDigest(token),
      confirmExpiresAt: new Date(now.getTime() + DELETION_CONFIRM_TTL_MS),
    });
    const link = `${resetLinkBase(request)}/data-deletion/confirm?token=${token}`;
    // Sent after answering (the write commits first); a mail failure is logged, the request stays for an admin.
    void deps.auth.mailer
      .send({
        to: body.email,
        subject: 'Confirm the deletion of your SecureSplit data',
        text:
          `Hello,\n\nSomeone (we hope you) asked SecureSplit to delete all data held under this email address.\n` +
          `To confirm, open this link within 7 days:\n\n${link}\n\n` +
          `Opening it deletes your leads, support requests, and your account with its calculations, if you have one. ` +
          `This cannot be undone.\nIf you did not ask for this, ignore this message: nothing will be deleted.\n`,
      })
      .catch((error: unknown) => deps.logger.error({ err: error, requestId: created.id }, 'deletion confirmation link mail failed'));
    return {
      status: 201,
      body: {
        success: true,
        id: created.id,
        status: created.status,
        createdAt: created.createdAt.toISOString(),
        message: CONFIRMATION,
      },
    };
  },
});

const ConfirmDeletionSchema = z
  .object({
    token: z
      .string({ message: 'This confirmation link is invalid or has expired' })
      .min(1, 'This confirmation link is invalid or has expired')
      .max(200, 'This confirmation link is invalid or has expired'),
  })
  .meta({ id: 'DataDeletionConfirmInput' });

export const confirmDataDeletionRequestOperation = defineOperation({
  method: 'post',
  path: '/api/v1/data-deletion-requests/confirm',
  operationId: 'confirmDataDeletionRequest',
  summary: 'Confirm a data deletion request (the mailed link)',
  description:
    'With the token from the link mailed to the address: deletes every row holding that address in every table and ' +
    'the account under it, records when and by whom on the request, and mails a confirmation. The link works once.',
  tag: 'Support',
  body: { schema: ConfirmDeletionSchema, example: { token: 'q3V0...' } },
  success: {
    status: 200,
    description: 'Deleted',
    schema: z.object({ success: z.literal(true), message: z.string() }).meta({ id: 'DataDeletionConfirmed' }),
    example: { success: true, message: DELETION_DONE_MESSAGE },
  },
  errors: [400, 409, 413, 415, 429, 503],
  async handler({ body, deps }) {
    const request = await deps.store.dataDeletionRequests.findByConfirmToken(tokenDigest(body.token), deps.now());
    if (!request) {
      throw validationProblem(
        [{ path: 'token', message: 'This confirmation link is invalid or has expired' }],
        'This confirmation link is invalid or has expired.',
      );
    }
    await processDeletionRequest(deps, request, { kind: 'confirmation-link' });
    return { body: { success: true, message: DELETION_DONE_MESSAGE } };
  },
});
