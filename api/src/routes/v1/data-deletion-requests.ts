import { z } from 'zod';
import { emailField, optionalText } from '../../leads/fields.js';
import { defineOperation } from '../operation.js';

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

export const createDataDeletionRequestOperation = defineOperation({
  method: 'post',
  path: '/api/v1/data-deletion-requests',
  aliases: ['/api/data-deletion-request'],
  operationId: 'createDataDeletionRequest',
  summary: 'Ask for your data to be deleted',
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
  async handler({ body, deps }) {
    const request = await deps.store.dataDeletionRequests.create({
      email: body.email,
      reason: body.reason ?? null,
      requestedAt: body.timestamp ? new Date(body.timestamp) : null,
    });
    return {
      status: 201,
      body: {
        success: true,
        id: request.id,
        status: request.status,
        createdAt: request.createdAt.toISOString(),
        message: CONFIRMATION,
      },
    };
  },
});
