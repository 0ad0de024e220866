import type { Logger } from 'pino';
import type { AssistantConfig } from '../config.js';
import { offlineAssistantService, type AssistantService } from './service.js';

/** The assistant the server runs: offline unless a language model is configured. */
export function assistantServiceFor(config: AssistantConfig, logger: Logger): AssistantService {
  const service = offlineAssistantService({ bookingUrl: config.bookingUrl });
  logger.info({ assistant: service.kind, bookingLink: config.bookingUrl ? 'on' : 'off' }, 'assistant ready');
  return service;
}
