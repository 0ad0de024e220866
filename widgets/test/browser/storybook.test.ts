import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { loadCatalogue, translator, type Locale, type MessageId } from '@securesplit/engine/locale';
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

/**
 * The calculators that speak Spanish (issue 27) and the title each story's first visible heading shows: the tabs
 * show the child support calculator unless a story opens another tab.
 */
const SPEAKS_SPANISH: Record<string, (storyName: string) => MessageId> = {
  'Calculators/Child support': () => 'childSupport.title',
  'Calculators/Alimony': () => 'alimony.title',
  'Calculators/Budget': () => 'budget.title',
  'Calculators/Free calculators (tabs)': (name) => (name === 'Alimony Tab' || name === 'Reopened' ? 'alimony.title' : name === 'Budget Tab' ? 'budget.title' : 'childSupport.title'),
};

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

  /** Waits for the story's render (play function included) to end; its phase, or why it did not. */
  const storyPhase = (page: Page) =>
    page
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
        // A loaded two-core machine (six pages at once beside a full run) has taken over 30 s to load one story:
        // a slow load is retried once and reported as a failure of that story, never as a crash of the whole test.
        const loaded = await page
          .goto(`${base}/iframe.html?id=${story.id}&viewMode=story`, { timeout: 60_000 })
          .then(() => true)
          .catch(() => page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`, { timeout: 60_000 }).then(() => true, () => false));
        const phase = loaded ? await storyPhase(page) : 'load-timeout';
        if ((phase !== 'finished' && phase !== 'completed') || errors.length > 0) failures.push(`${story.id}: ${String(phase)} ${errors.join('; ').slice(0, 300)}`);
        await page.close();
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(failures).toEqual([]);
    // Every story of every element, premium calculators included (over 200 pages); a loaded CI machine needs the room.
  }, 900_000);

  /** The text of the first visible h2 in the story's shadow root, once there is one. */
  const heading = (page: Page, expected: string) =>
    page
      .waitForFunction(
        (title) => {
          const root = document.querySelector('.securesplit-story-host')?.shadowRoot;
          const shown = Array.from(root?.querySelectorAll('h2') ?? []).find((h2) => h2.checkVisibility());
          return shown?.textContent === title ? title : false;
        },
        expected,
        { timeout: 10_000 },
      )
      .then(() => expected)
      .catch(() => page.evaluate(() => Array.from(document.querySelector('.securesplit-story-host')?.shadowRoot?.querySelectorAll('h2') ?? []).map((h2) => h2.textContent).join(' | ') || 'no heading'));

  it('the toolbar locale switch shows every story of the Spanish-speaking calculators in Spanish, plays passing', async () => {
    const say: Record<Locale, (id: MessageId) => string> = { en: translator(await loadCatalogue('en')), es: translator(await loadCatalogue('es')) };
    const spanishStories = stories.filter((story) => story.title in SPEAKS_SPANISH);
    expect(spanishStories.length).toBeGreaterThanOrEqual(30);
    const failures: string[] = [];
    const open = async (story: IndexEntry, locale: Locale) => {
      const page = await browser.newPage({ viewport: storyViewport(story.name) });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
      });
      await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story&globals=locale:${locale}`);
      const phase = await storyPhase(page);
      const expected = say[locale](SPEAKS_SPANISH[story.title]!(story.name));
      const shown = await heading(page, expected);
      if ((phase !== 'finished' && phase !== 'completed') || errors.length > 0 || shown !== expected) failures.push(`${story.id} (${locale}): ${String(phase)}, heading "${shown}" (want "${expected}") ${errors.join('; ').slice(0, 300)}`);
      return { page, expected, errors };
    };
    const queue = [...spanishStories];
    const worker = async () => {
      for (let story = queue.shift(); story; story = queue.shift()) await (await open(story, 'es')).page.close();
    };
    await Promise.all(Array.from({ length: 4 }, worker));

    // The toolbar's switch to English re-renders the open story in English (every story's English, plays included,
    // is the test above: English is the initial global).
    for (const title of Object.keys(SPEAKS_SPANISH)) {
      const first = spanishStories.find((story) => story.title === title && story.name === 'Empty')!;
      const { page, errors } = await open(first, 'es');
      await page.evaluate(() => (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void } }).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { locale: 'en' } }));
      const english = say.en(SPEAKS_SPANISH[title]!(first.name));
      const shown = await heading(page, english);
      if (shown !== english || errors.length > 0) failures.push(`${first.id} switched to English: heading "${shown}" ${errors.join('; ').slice(0, 300)}`);
      await page.close();
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
