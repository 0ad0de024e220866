import type { Server } from 'node:http';
import type { Logger } from 'pino';

/**
 * Stops accepting connections, lets in-flight requests finish (closing idle keep-alive sockets at once),
 * then runs `closeResources`. After `timeoutMs` the remaining sockets are cut so shutdown always ends.
 */
export async function shutDown(
  server: Server,
  closeResources: () => Promise<void>,
  options: { logger: Logger; timeoutMs: number },
): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => {
    options.logger.warn('shutdown timeout reached; closing remaining connections');
    server.closeAllConnections();
  }, options.timeoutMs);
  timer.unref();
  await closed;
  clearTimeout(timer);
  await closeResources();
}
