import type { Context, Middleware, Next } from 'koa';
import type { Logger } from 'pino';
import { renderWorksheetPdf, type Block } from '@securesplit/engine/worksheet-pdf';
import { takeAttempt } from '../auth/attempt-limit.js';
import type { Calculation } from '../store/calculations.js';
import type { Store } from '../store/index.js';
import type { Share } from '../store/shares.js';
import { findShareByToken, SHARE_PATH_PREFIX, shareState } from './share-links.js';
import { isWorksheetCalculator, worksheetView } from './worksheet-view.js';

/**
 * The page a share link opens (issue 32 §1), drawn by the server: it needs no account and no script, and it can
 * answer with the status that says what the link is (200, 404 unknown, 410 revoked or expired). It shows the
 * owner's first name and the shared calculations as their worksheets print them (results, worksheet lines,
 * sources, dates) with each one's PDF, and nothing else of the account.
 */
export interface SharedPageOptions {
  store: Store;
  logger: Logger;
  now: () => Date;
  /** PUBLIC_BASE_URL: the PDF's verify link, as POST /api/v1/worksheets prints it. */
  publicBaseUrl: string;
}

/** Unknown tokens allowed per client address in the window before every opening is refused (429). */
export const SHARE_OPEN_LIMIT = { maxUnknownPerAddress: 20, windowMs: 15 * 60 * 1000 } as const;

export const SHARED_PAGE_STYLESHEET = '/shared-page.css';

const PAGE_PATH = /^\/shared\/([^/]+)\/?$/;
const PDF_PATH = /^\/shared\/([^/]+)\/(calculations|scenarios)\/(\d{1,15})\/worksheet\.pdf$/;

/** Whether a request path is a share link (or its PDF): never logged as sent (http/logging.ts). */
export const isSharePath = (path: string) => path === '/shared' || path.startsWith(SHARE_PATH_PREFIX);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const longDate = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

const CALCULATOR_NAMES: Record<string, string> = {
  'income-tax': 'Income tax estimate',
  'financial-wellness-quiz': 'Financial wellness quiz',
};

function page(title: string, main: string): string {
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">' +
    `<title>${escapeHtml(title)} · SecureSplit</title><link rel="stylesheet" href="${SHARED_PAGE_STYLESHEET}"></head>` +
    `<body><header class="bar"><span class="brand">SecureSplit</span></header><main id="main">${main}</main></body></html>\n`
  );
}

/** The plain pages of a link that shows nothing: unknown (404), revoked or expired (410). */
const NOT_FOUND_PAGE = page(
  'Link not found',
  '<h1>This link does not open anything</h1><p>Check that the whole link was copied. If it was, ask the person who shared it for a new one.</p>',
);
const GONE_PAGE = page(
  'Link no longer works',
  '<h1>This link no longer works</h1><p>It was revoked or it expired. Ask the person who shared it for a new link.</p>',
);

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return block.level === 1 ? `<h3>${escapeHtml(block.text)}</h3>` : `<h4>${escapeHtml(block.text)}</h4>`;
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'facts':
      return `<dl class="facts">${block.rows.map((row) => `<div><dt>${escapeHtml(row.label)}</dt><dd>${escapeHtml(row.value)}</dd></div>`).join('')}</dl>`;
    case 'table': {
      const head = block.columns.map((column) => `<th scope="col"${column.align === 'right' ? ' class="num"' : ''}>${escapeHtml(column.header)}</th>`).join('');
      const body = block.rows
        .map((row) => `<tr>${row.map((cell, i) => `<td${block.columns[i]?.align === 'right' ? ' class="num"' : ''}>${escapeHtml(cell)}</td>`).join('')}</tr>`)
        .join('');
      const caption = block.caption ? `<caption>${escapeHtml(block.caption)}</caption>` : '';
      return `<table>${caption}<thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
    }
  }
}

/**
 * What a share shows: a saved calculation, or a named scenario (its calculator, input, and the day its input was
 * last set, whose rules it was calculated under).
 */
interface SharedItem {
  kind: 'calculations' | 'scenarios';
  id: number;
  /** The scenario's name; a calculation is named by its worksheet's title. */
  name?: string;
  type: string;
  input: unknown;
  createdAt: Date;
}

function itemHtml(item: SharedItem, token: string, verifyUrl: string, index: number): string {
  const headingId = `shared-${index + 1}`;
  const what = item.name !== undefined ? `Scenario “${escapeHtml(item.name)}”, calculated` : 'Calculated';
  const made = `<p class="made">${what} on ${escapeHtml(longDate(item.createdAt))}</p>`;
  if (!isWorksheetCalculator(item.type)) {
    const name = item.name ?? CALCULATOR_NAMES[item.type] ?? item.type;
    return `<section aria-labelledby="${headingId}"><h2 id="${headingId}">${escapeHtml(name)}</h2>${made}<p>This kind of calculation has no worksheet to show here.</p></section>`;
  }
  // The worksheet as the PDF prints it, from the stored input and on the day it was made (its rules then).
  const view = worksheetView(item, verifyUrl);
  if (!view) {
    return `<section aria-labelledby="${headingId}"><h2 id="${headingId}">${escapeHtml(item.name ?? item.type)}</h2>${made}<p>This calculation can no longer be shown.</p></section>`;
  }
  const title = item.name !== undefined ? `${item.name} — ${view.title}` : view.title;
  const pdf = `${SHARE_PATH_PREFIX}${token}/${item.kind}/${item.id}/worksheet.pdf`;
  return (
    `<section aria-labelledby="${headingId}"><h2 id="${headingId}">${escapeHtml(title)}</h2>${made}` +
    `<p><a class="button" href="${escapeHtml(pdf)}" download>Download the worksheet (PDF)</a></p>` +
    `<div class="worksheet">${view.blocks.map(blockHtml).join('')}</div></section>`
  );
}

const verifyUrlOf = (publicBaseUrl: string) => `${publicBaseUrl.replace(/\/$/, '')}/verify`;

/** What the share shows that still exists and still belongs to its owner: calculations, then scenarios, in the order shared. */
async function sharedItems(store: Store, share: Share): Promise<SharedItem[]> {
  const calculations = (await Promise.all(share.calculationIds.map((id) => store.calculations.findById(id)))).filter(
    (c): c is Calculation => c !== undefined && c.userId === share.userId,
  );
  const scenarios = (await Promise.all(share.scenarioIds.map((id) => store.scenarios.findForUser(share.userId, id)))).filter((s) => s !== undefined);
  return [
    ...calculations.map((c): SharedItem => ({ kind: 'calculations', id: c.id, type: c.type, input: c.input, createdAt: c.createdAt })),
    ...scenarios.map((s): SharedItem => ({ kind: 'scenarios', id: s.id, name: s.name, type: s.calculator, input: s.input, createdAt: s.updatedAt })),
  ];
}

function noIndexHeaders(ctx: Context): void {
  ctx.set('X-Robots-Tag', 'noindex, nofollow');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('Cache-Control', 'no-store');
}

function answerPage(ctx: Context, status: number, html: string): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = html;
}

export function sharedPages(options: SharedPageOptions): Middleware {
  const { store, now } = options;

  /** Opens the share a token names, counted against the address's unknown tokens (a guess is refused). */
  async function open(ctx: Context, token: string): Promise<Share | undefined> {
    const address = String(ctx.state.clientAddress ?? 'unknown');
    const slot = await takeAttempt(
      store.loginAttempts,
      [{ key: `share-open:address:${address}`, max: SHARE_OPEN_LIMIT.maxUnknownPerAddress }],
      { windowMs: SHARE_OPEN_LIMIT.windowMs, refusal: 'Too many links that open nothing were tried from here. Please wait 15 minutes.' },
      now(),
    );
    const share = await findShareByToken(store.shares, token);
    if (share) await slot.release();
    return share;
  }

  return async function sharedPagesMiddleware(ctx: Context, next: Next): Promise<void> {
    if (ctx.path === SHARED_PAGE_STYLESHEET && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      ctx.type = 'text/css; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = STYLESHEET;
      return;
    }
    if (!isSharePath(ctx.path)) return next();
    noIndexHeaders(ctx);
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      answerPage(ctx, 405, page('Not allowed', '<h1>This link can only be opened</h1>'));
      return;
    }
    const pdfMatch = PDF_PATH.exec(ctx.path);
    const pageMatch = pdfMatch ? undefined : PAGE_PATH.exec(ctx.path);
    const token = pdfMatch?.[1] ?? pageMatch?.[1];
    if (token === undefined) return answerPage(ctx, 404, NOT_FOUND_PAGE);
    let share: Share | undefined;
    try {
      share = await open(ctx, token);
    } catch (error) {
      if ((error as { status?: number }).status === 429) {
        ctx.set('Retry-After', String(Math.ceil(SHARE_OPEN_LIMIT.windowMs / 1000)));
        return answerPage(ctx, 429, page('Too many tries', '<h1>Too many tries</h1><p>Too many links that open nothing were tried from here. Please wait 15 minutes.</p>'));
      }
      throw error;
    }
    if (!share) return answerPage(ctx, 404, NOT_FOUND_PAGE);
    const at = now();
    if (shareState(share, at) !== 'active') return answerPage(ctx, 410, GONE_PAGE);
    const items = await sharedItems(store, share);
    const verifyUrl = verifyUrlOf(options.publicBaseUrl);

    if (pdfMatch) {
      const calculation = items.find((item) => item.kind === pdfMatch[2] && item.id === Number(pdfMatch[3]));
      if (!calculation || !isWorksheetCalculator(calculation.type)) return answerPage(ctx, 404, NOT_FOUND_PAGE);
      const rendered = await renderWorksheetPdf({ calculator: calculation.type, input: calculation.input, madeAt: calculation.createdAt, verifyUrl, locale: 'en' });
      ctx.status = 200;
      ctx.type = 'application/pdf';
      ctx.set('Content-Disposition', `attachment; filename="${rendered.fileName.replace(/[^A-Za-z0-9._-]+/g, '-')}"`);
      ctx.body = Buffer.from(rendered.pdf.buffer, rendered.pdf.byteOffset, rendered.pdf.byteLength);
      return;
    }

    await store.shares.recordView(share.id, at);
    const owner = await store.users.findById(share.userId);
    const firstName = owner?.firstName.trim() || 'A SecureSplit user';
    const intro =
      `<h1>Shared calculations</h1><p class="shared-by">Shared by ${escapeHtml(firstName)} on ${escapeHtml(longDate(share.createdAt))}, ` +
      `expires ${escapeHtml(longDate(share.expiresAt))}.</p>` +
      '<p class="note">Read-only. Figures are estimates under the rules in force on the date each was calculated; they are not legal advice.</p>';
    const body =
      items.length === 0
        ? '<p>What was shared here has since been deleted.</p>'
        : items.map((item, i) => itemHtml(item, token, verifyUrl, i)).join('');
    answerPage(ctx, 200, page('Shared calculations', intro + body));
  };
}

/** Plain, readable from 320 px up; tables wrap rather than scroll sideways. */
const STYLESHEET = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a2233;background:#f6f7f9}
.bar{background:#1d3557;color:#fff;padding:.75rem 1rem}
.brand{font-weight:700}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0}
h2{font-size:1.25rem;margin:0 0 .25rem}
h3{font-size:1.1rem;margin:1rem 0 .25rem}
h4{font-size:1rem;margin:.75rem 0 .25rem}
section{background:#fff;border:1px solid #d5dae1;border-radius:.5rem;padding:1rem;margin:1rem 0;overflow-wrap:anywhere}
.shared-by{font-weight:600}
.note,.made{color:#4a5568}
.button{display:inline-block;background:#1d3557;color:#fff;padding:.6rem 1rem;border-radius:.375rem;text-decoration:none;font-weight:600}
.button:focus-visible{outline:3px solid #e76f51;outline-offset:2px}
.facts{margin:0}
.facts div{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem 1rem;border-bottom:1px solid #edf0f3;padding:.25rem 0}
.facts dt{flex:1 1 12rem}
.facts dd{margin:0;font-weight:600}
table{width:100%;border-collapse:collapse;table-layout:fixed;margin:.5rem 0;font-size:.9rem}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border-bottom:1px solid #edf0f3;padding:.3rem .25rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
.num{text-align:right}
`;
