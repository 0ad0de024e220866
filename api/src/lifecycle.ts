import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { Logger } from 'pino';

export interface DrainOptions {
  logger: Logger;
  /** How long in-flight requests may take to finish before their connections are cut. */
  timeoutMs: number;
}

export interface Drainable {
  /**
   * Stops accepting connections, answers every further response with `Connection: close`, closes idle
   * keep-alive connections (at once, or after a short grace if they were active just now) and each
   * busy one as soon as its response is sent, then runs
   * `closeResources`. After `timeoutMs` the remaining connections are cut so that shutdown always ends.
   */
  shutDown(closeResources: () => Promise<void>, options: DrainOptions): Promise<void>;
}

/**
 * A connection idle for less than this when the drain starts (just opened, or just answered) most
 * likely has its client's next request on the way: closing it now would reset that request. It gets
 * the rest of this time for the request to arrive (and be answered with `Connection: close`); a
 * connection idle for longer is closed at once.
 */
const RECENTLY_ACTIVE_MS = 1_000;

interface ConnectionState {
  /** Requests received whose response has not finished. */
  busy: number;
  /** When it last became idle (accepted, or its last response finished). */
  idleSince: number;
}

/**
 * Watches `server`'s connections from now on so that a later shutdown can drain it. A keep-alive client
 * that is still sending requests is told to close (`Connection: close` on its next response) instead of
 * being cut: a cut after the row was stored would make its retry a duplicate. Call before `listen`.
 */
export function drainable(server: Server): Drainable {
  let draining = false;
  const connections = new Map<Socket, ConnectionState>();
  const inFlight = new Set<ServerResponse>();

  let graceMs = RECENTLY_ACTIVE_MS;

  /** FIN once what was written is flushed: the client closes its side, and no answer is cut. */
  const closeWhenIdle = (socket: Socket) => {
    const state = connections.get(socket);
    if (!state || state.busy > 0) return;
    const wait = state.idleSince + graceMs - Date.now();
    if (wait <= 0) socket.end();
    else setTimeout(() => closeWhenIdle(socket), wait).unref();
  };

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });

  // Before the application's own listener, so the header is set before any middleware runs.
  server.prependListener('request', (request, response: ServerResponse) => {
    if (draining) response.setHeader('Connection', 'close');
    const state = connections.get(request.socket);
    if (state) state.busy += 1;
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      if (state) {
        state.busy -= 1;
        state.idleSince = Date.now();
      }
      // A response that began before the drain may have promised keep-alive.
      if (draining) closeWhenIdle(request.socket);
    });
  });

  return {
    async shutDown(closeResources, options) {
      draining = true;
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      graceMs = Math.min(RECENTLY_ACTIVE_MS, options.timeoutMs);
      // net.Server's close stops listening and resolves once every connection has closed; http.Server's
      // own close would also destroy at once connections whose next request is on its way.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      for (const socket of connections.keys()) closeWhenIdle(socket);
      options.logger.info({ inFlight: inFlight.size, connections: connections.size }, 'draining: no new connections; finishing in-flight requests');
      const timer = setTimeout(() => {
        options.logger.warn({ inFlight: inFlight.size }, 'shutdown timeout reached; closing remaining connections');
        server.closeAllConnections();
        for (const socket of connections.keys()) socket.destroy();
      }, options.timeoutMs);
      timer.unref();
      await closed;
      clearTimeout(timer);
      await closeResources();
    },
  };
}
