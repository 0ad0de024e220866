import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const PARTNER_BLOG = fileURLToPath(new URL('../../../examples/partner-blog/', import.meta.url));

/** The policy a careful partner sends: nothing by default, scripts and calls only from us, their own CSS. */
export function partnerCsp(apiOrigin: string): string {
  return `default-src 'none'; script-src 'self' ${apiOrigin}; connect-src ${apiOrigin}; style-src 'self'`;
}

/** A partner-blog page as a partner would publish it: embed.js from our origin, their CSP as a header. */
function partnerBlogPage(apiOrigin: string, file = 'index.html'): string {
  const page = readFileSync(`${PARTNER_BLOG}${file}`, 'utf8');
  const withoutMetaPolicy = page.replace(/<meta\s+http-equiv="Content-Security-Policy"[\s\S]*?\/>/, '');
  const withOurScript = withoutMetaPolicy.replaceAll('src="/embed.js"', `src="${apiOrigin}/embed.js"`);
  if (withoutMetaPolicy === page || withOurScript === withoutMetaPolicy) {
    throw new Error(`examples/partner-blog/${file} changed: update partner-origin.ts`);
  }
  return withOurScript;
}

/**
 * A page that adds its calculators later (as a partner's single-page app does). At first it has one
 * element, holding the partner's own fallback for when embed.js itself cannot load.
 */
function latePage(apiOrigin: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Partner app</title>
    <link rel="stylesheet" href="hostile.css" />
    <script src="${apiOrigin}/embed.js"></script>
    <script src="events.js" defer></script>
  </head>
  <body>
    <main id="slot">
      <h1>Partner app</h1>
      <securesplit-newsletter id="newsletter"><p id="partner-fallback">Sign up on SecureSplit</p></securesplit-newsletter>
    </main>
    <ol id="event-log"></ol>
  </body>
</html>
`;
}

/**
 * A partner page whose calculators keep the figures on the visitor's device (`save="false"`, issue 31 §5): the
 * element code and the on-device engine come from our origin, and nothing with a figure may go back to it.
 */
function privatePage(apiOrigin: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Partner page: figures stay on your device</title>
    <link rel="stylesheet" href="hostile.css" />
    <script src="${apiOrigin}/embed.js"></script>
    <script src="events.js" defer></script>
  </head>
  <body>
    <main>
      <h1>Child support, worked out on your device</h1>
      <securesplit-child-support id="child-support" state="ohio" save="false" partner="private-partner"></securesplit-child-support>
    </main>
    <ol id="event-log"></ol>
  </body>
</html>
`;
}

export interface PartnerSite {
  /** `http://<host>:<port>`: another origin than the API's. */
  url: string;
  close(): Promise<void>;
}

/**
 * A second HTTP server, the partner's own site on another origin (another port, and `localhost` when
 * asked while the API is on 127.0.0.1). It serves the partner-blog page at `/`, a page without elements
 * at `/late.html`, calculators with `save="false"` at `/private.html`, the blog's assistant page at `/assistant.html`, and the page's own CSS and script, each with the partner's strict CSP header.
 */
export async function startPartnerSite(apiOrigin: string, host: 'localhost' | '127.0.0.1'): Promise<PartnerSite> {
  const files: Record<string, { type: string; body: string }> = {
    '/': { type: 'text/html; charset=utf-8', body: partnerBlogPage(apiOrigin) },
    '/late.html': { type: 'text/html; charset=utf-8', body: latePage(apiOrigin) },
    '/private.html': { type: 'text/html; charset=utf-8', body: privatePage(apiOrigin) },
    '/assistant.html': { type: 'text/html; charset=utf-8', body: partnerBlogPage(apiOrigin, 'assistant.html') },
    '/hostile.css': { type: 'text/css; charset=utf-8', body: readFileSync(`${PARTNER_BLOG}hostile.css`, 'utf8') },
    '/events.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(`${PARTNER_BLOG}events.js`, 'utf8') },
  };
  const server: Server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://partner').pathname];
    response.setHeader('Content-Security-Policy', partnerCsp(apiOrigin));
    response.setHeader('Cache-Control', 'no-store');
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      return;
    }
    response.writeHead(200, { 'Content-Type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
