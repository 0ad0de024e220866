import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { Logger } from 'pino';

export interface DrainOptions {
  logger: Logger;
  /** How long in-flight requests may take to finish before their connections are cut. */
  timeoutMs: number;
}

export interface Drainable {
  /**
   * Stops accepting connections once they stop coming (the listen backlog taken, see LISTEN_QUIET_MS),
   * answers every further response with `Connection: close`, closes idle
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

/**
 * During a drain the listener stays open until no connection has been accepted for this long. A
 * connection the kernel has accepted but this process has not yet taken (the listen backlog) is reset,
 * request and all, when the listener closes; under load Node takes them slowly (one per turn of the
 * loop, with gaps of 400 ms measured while 36 waited and the embedded database held the loop), so the
 * backlog is only known to be empty once none has come for a while.
 */
const LISTEN_QUIET_MS = 1_000;

interface ConnectionState {
  /** Requests received whose response has not finished. */
  busy: number;
  /** When it last became idle (accepted, or its last response finished). */
  idleSince: number;
  /** Bytes read from it by then: more since means its next request is arriving. */
  bytesReadWhenIdle: number;
}

/**
 * Runs `action` once the loop has polled its sockets after now. The embedded database runs in this
 * process and can hold the loop for seconds; when it lets go, timers run before sockets are read, so a
 * decision taken in a timer (or a signal handler) would not yet see requests and connections the
 * kernel received meanwhile. The first immediate runs after the current poll, the second after a full
 * one that began later.
 */
function afterPendingIo(action: () => void): void {
  setImmediate(() => setImmediate(action));
}

/**
 * Watches `server`'s connections from now on so that a later shutdown can drain it. A keep-alive client
 * that is still sending requests is told to close (`Connection: close` on its next response) instead of
 * being cut: a cut after the row was stored would make its retry a duplicate. Call after the request
 * handler is attached (`createServer(handler)`) and before `listen`: the handler is wrapped so that a
 * request read on a connection already closed for writing never runs (it could not be answered).
 */
export function drainable(server: Server): Drainable {
  let draining = false;
  const connections = new Map<Socket, ConnectionState>();
  const inFlight = new Set<ServerResponse>();

  let graceMs = RECENTLY_ACTIVE_MS;
  let lastAcceptedAt = 0;

  /** Idle, and nothing of a next request read: closing it cuts nothing. */
  const isIdle = (socket: Socket, state: ConnectionState) => state.busy === 0 && socket.bytesRead === state.bytesReadWhenIdle;

  /**
   * FIN once what was written is flushed: the client closes its side, and no answer is cut. Decided
   * only after the sockets were read (see afterPendingIo): a request that reached the kernel while the
   * loop was held makes the connection busy, and it is closed after that request's answer instead.
   * Bytes read without a request yet (a request still arriving, or the rest of a body answered early)
   * start the grace again: the connection is closed once it has been quiet that long.
   */
  const closeWhenIdle = (socket: Socket) => {
    const state = connections.get(socket);
    if (!state || state.busy > 0) return;
    if (socket.bytesRead !== state.bytesReadWhenIdle) {
      state.bytesReadWhenIdle = socket.bytesRead;
      state.idleSince = Date.now();
    }
    const wait = state.idleSince + graceMs - Date.now();
    if (wait > 0) {
      setTimeout(() => closeWhenIdle(socket), wait).unref();
      return;
    }
    afterPendingIo(() => {
      if (!connections.has(socket)) return;
      if (isIdle(socket, state)) socket.end();
      else closeWhenIdle(socket);
    });
  };

  server.on('connection', (socket: Socket) => {
    lastAcceptedAt = Date.now();
    connections.set(socket, { busy: 0, idleSince: lastAcceptedAt, bytesReadWhenIdle: 0 });
    socket.once('close', () => connections.delete(socket));
    // Accepted from the listen backlog during the drain: it gets the same grace for its request.
    if (draining) closeWhenIdle(socket);
  });

  const handlers = server.listeners('request') as Array<(request: IncomingMessage, response: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // Its connection was closed for writing (a client that sent on after the close): the answer could
    // not reach it, so the request must not run (a write would be stored and its client left to guess).
    // The reset tells the client nothing was done, and a retry is safe.
    if (request.socket.writableEnded || request.socket.destroyed) {
      request.socket.destroy();
      return;
    }
    if (draining) response.setHeader('Connection', 'close');
    const state = connections.get(request.socket);
    if (state) state.busy += 1;
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      if (state) {
        state.busy -= 1;
        state.idleSince = Date.now();
        state.bytesReadWhenIdle = request.socket.bytesRead;
      }
      // A response that began before the drain may have promised keep-alive.
      if (draining) closeWhenIdle(request.socket);
    });
    for (const handler of handlers) handler.call(server, request, response);
  });

  return {
    async shutDown(closeResources, options) {
      draining = true;
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      graceMs = Math.min(RECENTLY_ACTIVE_MS, options.timeoutMs);
      // net.Server's close stops listening and resolves once every connection has closed; http.Server's
      // own close would also destroy at once connections whose next request is on its way. It waits until
      // the listen backlog is empty (see LISTEN_QUIET_MS), for at most half the timeout: a client that
      // keeps connecting is refused after that, and what was accepted has the other half to finish.
      const drainStartedAt = Date.now();
      const listenUntil = drainStartedAt + options.timeoutMs / 2;
      const closed = new Promise<void>((resolve) => {
        const closeListenerWhenQuiet = () => {
          const now = Date.now();
          const quietFor = now - Math.max(lastAcceptedAt, drainStartedAt);
          if (quietFor >= LISTEN_QUIET_MS || now >= listenUntil) {
            NetServer.prototype.close.call(server, () => resolve());
          } else {
            const wait = Math.min(LISTEN_QUIET_MS - quietFor, listenUntil - now);
            setTimeout(() => afterPendingIo(closeListenerWhenQuiet), wait).unref();
          }
        };
        afterPendingIo(closeListenerWhenQuiet);
      });
      for (const socket of connections.keys()) closeWhenIdle(socket);
      options.logger.info({ inFlight: inFlight.size, connections: connections.size }, 'draining: finishing in-flight requests; new connections answered with Connection: close until they stop coming');
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
