import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context, Next } from 'koa';
import {
  CompressedBodies,
  compress,
  entityTagFor,
  isCompressibleType,
  matchesCurrent,
  negotiateCoding,
  PRECOMPRESSED_SUFFIX,
  type Compression,
  type ContentCoding,
} from './compression.js';

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

interface FileInfo {
  size: number;
  mtime: Date;
  mtimeMs: number;
}

async function fileAt(path: string): Promise<FileInfo | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

export interface StaticOptions {
  root: string;
  /**
   * Serve `index.html` for GET paths with no file (a single-page app's client routes): the route's own
   * `<path>/index.html` when the build wrote one, else the one at the root.
   */
  spaFallback?: boolean;
  /** Paths never served from here (the API). */
  exclude?: (path: string) => boolean;
  /**
   * The single-page app's routes (`/`, `/about`, ...). With them, a path that is none of them still gets
   * `index.html` (the app draws its not-found screen) but with status 404, so crawlers and monitors see
   * that the page does not exist. Without them every extension-less path answers 200.
   */
  spaRoutes?: ReadonlySet<string>;
  /** Files any origin may read (module scripts are CORS requests): answered with `Access-Control-Allow-Origin: *`. */
  readableByAnyOrigin?: (path: string) => boolean;
}

/**
 * A path with a segment starting with a dot (`/.env`, `/.git/config`, `/.well-known/x`): never a file
 * we publish and never a page of the app, so never served here, not even as the app's `index.html`.
 */
export function isDotPath(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith('.'));
}

/** The app's own route for a path: trailing slashes dropped, as the site's router does. */
export function routeOf(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** Files smaller than this go out as they are: a compressed copy would save less than its cost. */
const COMPRESS_FILES_FROM_BYTES = 512;

/**
 * Files compressed at request time, where the build left no precompressed copy (the widgets' bundles,
 * the API reference's script), kept by path, size and modification time, once per process.
 */
const compressedFiles = new CompressedBodies(64 * 1024 * 1024);

/** The body to send for a file in a coding: the build's precompressed copy when current, else compressed here. */
async function encodedFile(target: string, info: FileInfo, coding: Compression): Promise<{ path: string; size: number } | { bytes: Buffer } | undefined> {
  const sibling = await fileAt(`${target}${PRECOMPRESSED_SUFFIX[coding]}`);
  // A copy older than its file is left over from an earlier build: never sent.
  if (sibling && sibling.mtimeMs >= info.mtimeMs) return { path: `${target}${PRECOMPRESSED_SUFFIX[coding]}`, size: sibling.size };
  const bytes = await compressedFiles.get(`${target}:${info.size}:${info.mtimeMs}:${coding}`, async () => compress(await readFile(target), coding));
  // Content that does not shrink (already compressed, or tiny) goes out as it is.
  return bytes.length < info.size ? { bytes } : undefined;
}

/**
 * The file's bytes up to the size its Content-Length announced. A file rewritten while it is sent (a
 * deploy, a rebuild) must not add bytes past that length: on a kept-alive connection the client would
 * read them as the start of its next response.
 */
function fileBody(path: string, size: number): NodeJS.ReadableStream | Buffer {
  return size === 0 ? Buffer.alloc(0) : createReadStream(path, { start: 0, end: size - 1 });
}

/** Whether the client's copy is current: If-None-Match when sent (RFC 9110 §13.2.2), else If-Modified-Since. */
function isNotModified(ctx: Context, opaque: string, mtime: Date): boolean {
  const ifNoneMatch = ctx.get('If-None-Match');
  if (ifNoneMatch) return matchesCurrent(ifNoneMatch, opaque);
  const since = Date.parse(ctx.get('If-Modified-Since'));
  return Number.isFinite(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/**
 * Serves files below `root` for GET and HEAD; a path that would leave `root` is never read. Text is sent
 * brotli- or gzip-compressed by Accept-Encoding (the build's `.br` and `.gz` copies beside the file when
 * there are any), with `Vary: Accept-Encoding`, a strong ETag per coding and 304 for a current copy.
 */
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
    if (relative.includes('\0') || isDotPath(relative)) return next();
    let target = resolve(root, `.${relative}`);
    if (target !== root && !target.startsWith(root + sep)) return next();
    if (relative.endsWith('/')) target = resolve(target, 'index.html');
    let info = await fileAt(target);
    let status = 200;
    if (!info && options.spaFallback && extname(relative) === '' && !relative.endsWith('/')) {
      // A route's own page (the site's build writes dist/<route>/index.html, preloading that page's
      // chunk) comes before the app's shared index.html.
      const routePage = resolve(target, 'index.html');
      info = await fileAt(routePage);
      if (info) target = routePage;
    }
    if (!info && options.spaFallback && extname(relative) === '') {
      target = resolve(root, 'index.html');
      info = await fileAt(target);
      if (options.spaRoutes && !options.spaRoutes.has(routeOf(relative))) status = 404;
    }
    if (!info) return next();
    const type = TYPES[extname(target).toLowerCase()] ?? 'application/octet-stream';
    const compressible = isCompressibleType(type) && info.size >= COMPRESS_FILES_FROM_BYTES;
    let coding: ContentCoding = compressible ? negotiateCoding(ctx) : 'identity';
    const encoded = coding === 'identity' ? undefined : await encodedFile(target, info, coding);
    if (!encoded) coding = 'identity';
    // One tag per file version (size and modification time), and per coding of it.
    const opaque = `${info.size.toString(36)}-${Math.round(info.mtimeMs).toString(36)}`;
    if (compressible) ctx.vary('Accept-Encoding');
    ctx.set('ETag', entityTagFor(opaque, coding));
    ctx.lastModified = info.mtime;
    ctx.set('Cache-Control', cacheControlFor(target));
    // Every answer says `*`, with or without an Origin header, so a shared cache may hand it to any page;
    // and never with credentials (the CORS layer grants them to our own site's origins on other paths).
    if (options.readableByAnyOrigin?.(ctx.path)) {
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.remove('Access-Control-Allow-Credentials');
    }
    if (status === 200 && isNotModified(ctx, opaque, info.mtime)) {
      ctx.status = 304;
      return;
    }
    ctx.status = status;
    if (encoded) ctx.set('Content-Encoding', coding);
    // A HEAD answer opens no file: an unread stream would hold its descriptor.
    if (ctx.method === 'HEAD') ctx.body = '';
    else if (!encoded) ctx.body = fileBody(target, info.size);
    else ctx.body = 'bytes' in encoded ? encoded.bytes : fileBody(encoded.path, encoded.size);
    ctx.type = type;
    ctx.length = !encoded ? info.size : 'bytes' in encoded ? encoded.bytes.length : encoded.size;
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
