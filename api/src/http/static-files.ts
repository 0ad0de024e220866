import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context, Next } from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

async function fileAt(path: string): Promise<{ size: number; mtime: Date } | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

export interface StaticOptions {
  root: string;
  /** Serve `index.html` for GET paths with no file (a single-page app's client routes). */
  spaFallback?: boolean;
  /** Paths never served from here (the API). */
  exclude?: (path: string) => boolean;
}

/** Serves files below `root` for GET and HEAD; a path that would leave `root` is never read. */
export function staticFiles(options: StaticOptions) {
  const root = resolve(options.root);
  return async function staticFilesMiddleware(ctx: Context, next: Next): Promise<void> {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || options.exclude?.(ctx.path)) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    if (relative.includes('\0')) return next();
    let target = resolve(root, `.${relative}`);
    if (target !== root && !target.startsWith(root + sep)) return next();
    if (relative.endsWith('/')) target = resolve(target, 'index.html');
    let info = await fileAt(target);
    if (!info && options.spaFallback && extname(relative) === '') {
      target = resolve(root, 'index.html');
      info = await fileAt(target);
    }
    if (!info) return next();
    // A HEAD answer opens no file: an unread stream would hold its descriptor.
    ctx.body = ctx.method === 'HEAD' ? '' : createReadStream(target);
    ctx.status = 200;
    ctx.type = TYPES[extname(target).toLowerCase()] ?? 'application/octet-stream';
    ctx.length = info.size;
    ctx.lastModified = info.mtime;
    ctx.set('Cache-Control', cacheControlFor(target));
  };
}

/**
 * A file name ending in an 8-character content hash (Vite's and Rollup's `index-B3v_hsdS.js`) never
 * changes: cache it for a year. A hash has a capital or a digit, which tells it from `pro-waitlist.js`.
 */
const HASHED_NAME = /-([A-Za-z0-9_-]{8})\.(?:js|css|mjs|woff2?|png|svg)$/;

export function cacheControlFor(target: string): string {
  if (extname(target) === '.html') return 'no-cache';
  const hash = HASHED_NAME.exec(target)?.[1];
  return hash && /[A-Z0-9]/.test(hash) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}
