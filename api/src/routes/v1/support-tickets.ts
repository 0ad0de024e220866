import { z } from 'zod';
import { emailField, requiredText } from '../../leads/fields.js';
import { TICKET_PRIORITIES } from '../../store/support-tickets.js';
import { defineOperation } from '../operation.js';

const SupportTicketInputSchema = z
  .object({
    name: requiredText(200, 'Name is required'),
    email: emailField('Email is required'),
    subject: requiredText(200, 'Subject is required'),
    message: requiredText(10_000, 'Message is required'),
    priority: z
      .enum(TICKET_PRIORITIES, { message: `Priority must be one of: ${TICKET_PRIORITIES.join(', ')}` })
      .default('normal')
      .meta({
        description:
          'normal (General Question), calculation (Calculation Help), billing (Billing/Subscription), ' +
          'technical (Technical Issue), urgent (Urgent Support)',
      }),
  })
  .meta({ id: 'SupportTicketInput' });

const SupportTicketCreatedSchema = z
  .object({
    success: z.literal(true),
    id: z.number().int(),
    priority: z.enum(TICKET_PRIORITIES),
    status: z.string(),
    createdAt: z.string().meta({ format: 'date-time' }),
    message: z.string(),
  })
  .meta({ id: 'SupportTicketCreated' });

const CONFIRMATION = "We'll respond to your inquiry within 24 business hours.";

export const createSupportTicketOperation = defineOperation({
  method: 'post',
  path: '/api/v1/support-tickets',
  aliases: ['/api/support-ticket'],
  operationId: 'createSupportTicket',
  summary: 'Open a support request',
  description: 'Stored as an open ticket with its priority (`normal` when not sent); the answer repeats the response-time promise.',
  tag: 'Support',
  idempotent: true,
  body: {
    schema: SupportTicketInputSchema,
    example: {
      name: 'Jordan Rivera',
      email: 'jordan@example.com',
      subject: 'Shared custody result',
      message: 'How are overnights used in my state?',
      priority: 'calculation',
    },
  },
  success: {
    status: 201,
    description: 'The request was received',
    schema: SupportTicketCreatedSchema,
    example: {
      success: true,
      id: 3,
      priority: 'calculation',
      status: 'open',
      createdAt: '2026-11-21T09:30:00.000Z',
      message: CONFIRMATION,
    },
  },
  errors: [400, 413, 415, 422, 429, 503],
  async handler({ body, deps }) {
    const ticket = await deps.store.supportTickets.create(body);
    return {
      status: 201,
      body: {
        success: true,
        id: ticket.id,
        priority: ticket.priority,
        status: ticket.status,
        createdAt: ticket.createdAt.toISOString(),
        message: CONFIRMATION,
      },
    };
  },
});
