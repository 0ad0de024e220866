import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { CompressedBodies, compressSync, entityTagFor, matchesCurrent, negotiateCoding, type ContentCoding } from './compression.js';

/** Answers that change at most daily and are the same for everyone; caches may keep them this long. */
export const CACHEABLE_MAX_AGE_SECONDS = 300;
/** Smaller bodies gain nothing from compression. */
const COMPRESS_FROM_BYTES = 1024;

/** Compressed bodies by content digest and coding: the same catalog is compressed once, not per request. */
const compressed = new CompressedBodies(4 * 1024 * 1024);

/**
 * Sends a JSON body with a strong `ETag` (one per content coding: the digest, `-gzip` or `-br` after
 * it), answers `If-None-Match` with 304 and no body, and compresses by `Accept-Encoding` (br, then gzip).
 */
export function sendCacheableJson(ctx: Context, body: unknown): void {
  const json = Buffer.from(JSON.stringify(body));
  const digest = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  const coding: ContentCoding = json.length < COMPRESS_FROM_BYTES ? 'identity' : negotiateCoding(ctx);
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', `public, max-age=${CACHEABLE_MAX_AGE_SECONDS}`);
  ctx.set('ETag', entityTagFor(digest, coding));
  const ifNoneMatch = ctx.get('If-None-Match');
  if (ifNoneMatch !== '' && matchesCurrent(ifNoneMatch, digest)) {
    ctx.status = 304;
    return;
  }
  ctx.status = 200;
  ctx.type = 'application/json';
  if (coding !== 'identity') ctx.set('Content-Encoding', coding);
  ctx.body = coding === 'identity' ? json : compressed.getSync(`${digest}:${coding}`, () => compressSync(json, coding));
}
