import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { drainable } from './lifecycle.js';

const logger = pino({ level: 'silent' });
const servers: Server[] = [];

afterEach(() => {
  for (const server of servers) server.closeAllConnections();
  servers.length = 0;
});

/** A server whose /slow requests wait until `release()`; /fast answers at once. */
async function startServer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((request, response) => {
    const answer = () => response.writeHead(200, { 'Content-Type': 'text/plain' }).end(`done ${request.url ?? ''}`);
    if (request.url === '/slow') void released.then(answer);
    else answer();
  });
  server.keepAliveTimeout = 60_000;
  servers.push(server);
  const lifecycle = drainable(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, lifecycle, port: (server.address() as AddressInfo).port, release };
}

/** A raw keep-alive connection: what arrived, whether the server closed it cleanly, and any socket error. */
function rawClient(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  const state = { received: '', ended: false, error: undefined as Error | undefined };
  socket.on('data', (chunk: Buffer) => (state.received += chunk.toString()));
  socket.on('end', () => (state.ended = true));
  socket.on('error', (error) => (state.error = error));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const send = (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\n\r\n`);
  const responses = () => state.received.split('HTTP/1.1 ').length - 1;
  return { socket, state, closed, send, responses };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('drainable server shutdown', () => {
  it('closes idle keep-alive sockets cleanly, finishes in-flight requests with Connection: close, then closes resources', async () => {
    const { lifecycle, port, release } = await startServer();
    const idle = rawClient(port);
    idle.send('/fast');
    await until(() => idle.state.received.includes('done /fast'));
    const busy = rawClient(port);
    busy.send('/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));

    const order: string[] = [];
    const stopped = lifecycle
      .shutDown(async () => void order.push('resources closed'), { logger, timeoutMs: 30_000 })
      .then(() => order.push('shut down'));

    await idle.closed;
    expect(idle.state.ended).toBe(true);
    expect(idle.state.error).toBeUndefined();
    expect(order).toEqual([]);

    release();
    await busy.closed;
    expect(busy.state.error).toBeUndefined();
    expect(busy.state.received).toContain('done /slow');
    expect(busy.state.received.toLowerCase()).toContain('connection: close');
    await stopped;
    expect(order).toEqual(['resources closed', 'shut down']);

    const refused = await new Promise<NodeJS.ErrnoException>((resolve) => connect(port, '127.0.0.1').on('error', resolve));
    expect(refused.code).toBe('ECONNREFUSED');
  });

  it('answers a request that arrives during the drain with Connection: close, not a reset', async () => {
    const { lifecycle, port } = await startServer();
    const client = rawClient(port);
    // Half a request: the connection is busy, so the drain must not close it.
    client.socket.write('GET /fast HTTP/1.1\r\nHost: test\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = lifecycle.shutDown(async () => undefined, { logger, timeoutMs: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.socket.write('\r\n');
    await client.closed;
    expect(client.state.error).toBeUndefined();
    expect(client.state.received).toContain('done /fast');
    expect(client.state.received.toLowerCase()).toContain('connection: close');
    await stopped;
  });

  it('answers the first request of a connection opened just before the drain, instead of resetting it', async () => {
    const { lifecycle, port } = await startServer();
    const client = rawClient(port);
    await new Promise<void>((resolve) => client.socket.once('connect', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = lifecycle.shutDown(async () => undefined, { logger, timeoutMs: 30_000 });
    client.send('/fast');
    await client.closed;
    expect(client.state.error).toBeUndefined();
    expect(client.state.received).toContain('done /fast');
    expect(client.state.received.toLowerCase()).toContain('connection: close');
    await stopped;
  });

  it('cuts what is still running when the drain timeout passes, and still closes resources', async () => {
    const { lifecycle, port } = await startServer();
    const stuck = rawClient(port);
    stuck.send('/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    let resourcesClosed = false;
    await lifecycle.shutDown(async () => void (resourcesClosed = true), { logger, timeoutMs: 100 });
    await stuck.closed;
    expect(stuck.state.received).toBe('');
    expect(resourcesClosed).toBe(true);
  });
});

describe('drainable server shutdown when the event loop is busy (as the embedded database keeps it)', () => {
  /** A server that counts the requests its handler ran (as a write would commit its row) and answers each. */
  async function startCountingServer() {
    let handled = 0;
    const server = createServer((request, response) => {
      handled += 1;
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end(`done ${request.url ?? ''}`);
    });
    server.keepAliveTimeout = 60_000;
    servers.push(server);
    const lifecycle = drainable(server);
    const sockets: Socket[] = [];
    server.on('connection', (socket: Socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { lifecycle, port: (server.address() as AddressInfo).port, handled: () => handled, sockets };
  }

  /** Holds the event loop, as a long synchronous query of the in-process database does. */
  function blockEventLoop(ms: number): void {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      // busy
    }
  }

  it('answers a keep-alive request that arrived while the loop was blocked past the idle grace, instead of cutting it after it ran', async () => {
    const { lifecycle, port, handled } = await startCountingServer();
    const client = rawClient(port);
    client.send('/first');
    await until(() => client.state.received.includes('done /first'));
    const stopped = lifecycle.shutDown(async () => undefined, { logger, timeoutMs: 30_000 });
    // The next request reaches the kernel at once; the server reads it only once the loop is free again,
    // by when the connection's second of grace has passed.
    // Blocked in the check phase, so the loop's next step is its timers (the grace's end), then the socket.
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        client.send('/second');
        blockEventLoop(1_300);
        resolve();
      }),
    );
    await client.closed;
    await stopped;
    // Before, the grace's timer closed the connection first; the request was then read and run (its row
    // would have been stored) and its answer lost.
    expect(handled()).toBe(2);
    expect(client.state.received).toContain('done /second');
    expect(client.state.error).toBeUndefined();
  });

  it('closes a connection that stopped half-way through a request once it has been quiet for the grace, not at the timeout', async () => {
    const { lifecycle, port, handled } = await startCountingServer();
    const client = rawClient(port);
    client.socket.write('GET /never-finished HTTP/1.1\r\nHost: test\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await lifecycle.shutDown(async () => undefined, { logger, timeoutMs: 30_000 });
    await client.closed;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(client.state.error).toBeUndefined();
    expect(client.state.ended).toBe(true);
    expect(handled()).toBe(0);
  });

  it('never runs a request read on a connection already closed for writing (its answer could not be sent)', async () => {
    const { port, handled, sockets } = await startCountingServer();
    const client = rawClient(port);
    client.send('/first');
    await until(() => client.state.received.includes('done /first'));
    // The server closes its side while the client's next request is on its way.
    sockets[0]!.end();
    client.send('/second');
    await client.closed;
    expect(handled()).toBe(1);
    expect(client.state.received).not.toContain('done /second');
  });

  it('serves a connection still in the listen backlog when the drain starts, instead of resetting it', async () => {
    const { lifecycle, port } = await startCountingServer();
    const client = rawClient(port);
    client.socket.once('connect', () => client.send('/queued'));
    // Let the connect system call run (it is issued on the next tick): the kernel completes the handshake
    // and queues the connection before the server has accepted it.
    await new Promise((resolve) => process.nextTick(resolve));
    blockEventLoop(20);
    const stopped = lifecycle.shutDown(async () => undefined, { logger, timeoutMs: 30_000 });
    await client.closed;
    await stopped;
    expect(client.state.error).toBeUndefined();
    expect(client.state.received).toContain('done /queued');
    expect(client.state.received.toLowerCase()).toContain('connection: close');
  });
});
