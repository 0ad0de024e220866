import type { Logger } from 'pino';
import type { AssistantConfig } from '../config.js';
import { languageModelAssistantService } from './language-model.js';
import { offlineAssistant, offlineAssistantService, type AssistantService } from './service.js';

/** The assistant the server runs: offline unless a language model is configured (then checked against it). */
export function assistantServiceFor(config: AssistantConfig, logger: Logger): AssistantService {
  const service = config.llm
    ? languageModelAssistantService(config.llm, offlineAssistant({ bookingUrl: config.bookingUrl }), logger)
    : offlineAssistantService({ bookingUrl: config.bookingUrl });
  logger.info(
    { assistant: service.kind, ...(config.llm ? { model: config.llm.model } : {}), bookingLink: config.bookingUrl ? 'on' : 'off' },
    'assistant ready',
  );
  return service;
}
