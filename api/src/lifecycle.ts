import type { Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

export interface DrainOptions {
  logger: Logger;
  /** How long in-flight requests may take to finish before their connections are cut. */
  timeoutMs: number;
}

export interface Drainable {
  /**
   * Stops accepting connections, answers every further response with `Connection: close`, closes idle
   * keep-alive sockets at once and each busy one as soon as its response is sent, then runs
   * `closeResources`. After `timeoutMs` the remaining sockets are cut so that shutdown always ends.
   */
  shutDown(closeResources: () => Promise<void>, options: DrainOptions): Promise<void>;
}

/**
 * Watches `server`'s responses from now on so that a later shutdown can drain it. A keep-alive client
 * that is still sending requests is told to close (`Connection: close` on its next response) instead
 * of being cut: a cut after the row was stored would make its retry a duplicate.
 */
export function drainable(server: Server): Drainable {
  let draining = false;
  const inFlight = new Set<ServerResponse>();

  // Before the application's own listener, so the header is set before any middleware runs.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (draining) response.setHeader('Connection', 'close');
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      // Its socket is idle now (a response that began before the drain may have promised keep-alive).
      if (draining) server.closeIdleConnections();
    });
  });

  return {
    async shutDown(closeResources, options) {
      draining = true;
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      options.logger.info({ inFlight: inFlight.size }, 'draining: no new connections; finishing in-flight requests');
      const timer = setTimeout(() => {
        options.logger.warn({ inFlight: inFlight.size }, 'shutdown timeout reached; closing remaining connections');
        server.closeAllConnections();
      }, options.timeoutMs);
      timer.unref();
      await closed;
      clearTimeout(timer);
      await closeResources();
    },
  };
}
