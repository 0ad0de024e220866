// The baseline of the API bench, in a process of its own like the real server: Koa answering one small
// JSON object, with nothing else on the request path. Tells its parent the port it listens on.
import { createServer } from 'node:http';
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { status: 'ok' };
});
const server = createServer(app.callback());
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
