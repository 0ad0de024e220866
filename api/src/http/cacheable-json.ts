import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context } from 'koa';

/** Answers that change at most daily and are the same for everyone; caches may keep them this long. */
export const CACHEABLE_MAX_AGE_SECONDS = 300;
/** Smaller bodies gain nothing from compression. */
const COMPRESS_FROM_BYTES = 1024;
const KEPT_COMPRESSED = 16;

type Encoding = 'br' | 'gzip' | 'identity';

/** Compressed bodies by content digest and encoding: the same catalog is compressed once, not per request. */
const compressed = new Map<string, Buffer>();

function compress(json: Buffer, digest: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${digest}:${encoding}`;
  let body = compressed.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length } })
        : gzipSync(json, { level: 9 });
    if (compressed.size >= KEPT_COMPRESSED) compressed.delete(compressed.keys().next().value!);
    compressed.set(key, body);
  }
  return body;
}

/** The entity tags an If-None-Match lists (weak ones compared by their opaque value, RFC 9110 §13.1.2). */
function listedTags(ifNoneMatch: string): string[] {
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"|\*/g) ?? []).map((tag) => tag.replace(/^W\//, ''));
}

/** Whether the client's copy (any encoding of the same content) is still current. */
function isFresh(ifNoneMatch: string, digest: string): boolean {
  return listedTags(ifNoneMatch).some((tag) => tag === '*' || tag === `"${digest}"` || tag.startsWith(`"${digest}-`));
}

/**
 * Sends a JSON body with a strong `ETag` (one per content coding: the digest, `-gzip` or `-br` after
 * it), answers `If-None-Match` with 304 and no body, and compresses by `Accept-Encoding` (br, then gzip).
 */
export function sendCacheableJson(ctx: Context, body: unknown): void {
  const json = Buffer.from(JSON.stringify(body));
  const digest = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  // br when the client takes it (it is the smaller), else gzip; clients list encodings in any order.
  const encoding: Encoding =
    json.length < COMPRESS_FROM_BYTES
      ? 'identity'
      : (['br', 'gzip'] as const).find((candidate) => ctx.acceptsEncodings(candidate) === candidate) ?? 'identity';
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', `public, max-age=${CACHEABLE_MAX_AGE_SECONDS}`);
  ctx.set('ETag', encoding === 'identity' ? `"${digest}"` : `"${digest}-${encoding}"`);
  const ifNoneMatch = ctx.get('If-None-Match');
  if (ifNoneMatch !== '' && isFresh(ifNoneMatch, digest)) {
    ctx.status = 304;
    return;
  }
  ctx.status = 200;
  ctx.type = 'application/json';
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.body = encoding === 'identity' ? json : compress(json, digest, encoding);
}
