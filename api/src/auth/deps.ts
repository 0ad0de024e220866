import type { AuthConfig } from './config.js';
import type { Mailer } from './mailer.js';

/** What account operations need besides the store: their settings, the mailer, our own origins. */
export interface AuthDeps {
  config: AuthConfig;
  mailer: Mailer;
  firstPartyOrigins: ReadonlySet<string>;
}
