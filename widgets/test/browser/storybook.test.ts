import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch } from './browser.js';

const repository = fileURLToPath(new URL('../../../', import.meta.url));
const staticDir = join(repository, 'storybook', 'storybook-static');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

const ELEMENT_TITLES = [
  'Calculators/Child support',
  'Calculators/Alimony',
  'Calculators/Budget',
  'Calculators/Free calculators (tabs)',
  'Calculators/Both households after tax',
  'Quiz/Financial wellness quiz',
  'Lead forms/Newsletter',
  'Lead forms/Pro waitlist',
  'Lead forms/Feedback',
  'Lead forms/Consultation booking',
  'Premium/Property division',
  'Premium/QDRO',
  'Premium/Tax impact',
  'Premium/Custody costs',
];
/** Every element has a story for each of these; lead forms name theirs Submitting and Submitted. */
const STATES = [['Empty'], ['Calculating', 'Submitting'], ['Result', 'Submitted', 'Scheduled'], ['Validation Errors'], ['Server Error'], ['Dark'], ['Narrow 360']];
/** The floating assistant's states (issue 15): closed, open with the greeting, pending, answered, the error toast, a 320 px phone. */
const ASSISTANT = { title: 'Assistant/Financial assistant', states: ['Closed', 'Open', 'Pending', 'Answered', 'Error Toast', 'Rate Limited', 'Dark', 'Narrow 320'] };
/** Stories named for a phone width are opened in a window that wide (the assistant is fixed to the window, not its host). */
const storyViewport = (name: string) => ({ width: /\b320\b/.test(name) ? 320 : 1024, height: 800 });

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: string;
}

describe.skipIf(!hasChromium)('Storybook', () => {
  let browser: Browser;
  let server: Server;
  let base: string;
  let stories: IndexEntry[];

  beforeAll(async () => {
    execFileSync('npm', ['run', 'storybook:build', '-w', '@securesplit/storybook', '--', '--quiet'], { cwd: repository, stdio: 'ignore' });
    const index = JSON.parse(await readFile(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
    stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
    server = createServer((request, response) => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      if (path.includes('..')) return void response.writeHead(400).end();
      readFile(join(staticDir, path === '/' ? 'index.html' : path)).then(
        (body) => response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body),
        () => response.writeHead(404).end(),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    browser = await launch();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('has a story for every element in every state', () => {
    for (const title of ELEMENT_TITLES) {
      const names = stories.filter((s) => s.title === title).map((s) => s.name);
      for (const alternatives of STATES) expect(names.some((name) => alternatives.includes(name)), `${title}: ${alternatives.join(' or ')}`).toBe(true);
    }
    const assistantStories = stories.filter((s) => s.title === ASSISTANT.title).map((s) => s.name);
    for (const state of ASSISTANT.states) expect(assistantStories, `${ASSISTANT.title}: ${state}`).toContain(state);
  });

  it('renders every story and passes its play function', async () => {
    const failures: string[] = [];
    const queue = [...stories];
    const worker = async () => {
      for (let story = queue.shift(); story; story = queue.shift()) {
        const page = await browser.newPage({ viewport: storyViewport(story.name) });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
        });
        await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`);
        const phase = await page
          .waitForFunction(
            () => {
              const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } }).__STORYBOOK_PREVIEW__;
              const current = preview?.storyRenders?.[0]?.phase;
              return current === 'finished' || current === 'completed' || current === 'errored' || current === 'aborted' ? current : document.body.classList.contains('sb-show-errordisplay') ? 'error-display' : false;
            },
            null,
            { timeout: 30_000 },
          )
          .then((handle) => handle.jsonValue())
          .catch(() => 'timeout');
        if ((phase !== 'finished' && phase !== 'completed') || errors.length > 0) failures.push(`${story.id}: ${String(phase)} ${errors.join('; ').slice(0, 300)}`);
        await page.close();
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(failures).toEqual([]);
    // Every story of every element, premium calculators included (over 200 pages); a loaded CI machine needs the room.
  }, 900_000);
});
