import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { Context } from 'koa';

/** The content codings this server sends (RFC 9110 §8.4.1), brotli first: it is the smaller. */
export type ContentCoding = 'br' | 'gzip' | 'identity';
export type Compression = Exclude<ContentCoding, 'identity'>;

/**
 * How hard to compress. `response`: per response or once per process at request time (brotli 5, gzip 6:
 * a few milliseconds per megabyte). `build`: once per file at build time (brotli 11, gzip 9: the smallest,
 * far too slow for a request).
 */
export type CompressionEffort = 'response' | 'build';

function options(coding: Compression, effort: CompressionEffort, size: number): BrotliOptions | ZlibOptions {
  if (coding === 'gzip') return { level: effort === 'build' ? 9 : 6 };
  return { params: { [zlib.BROTLI_PARAM_QUALITY]: effort === 'build' ? 11 : 5, [zlib.BROTLI_PARAM_SIZE_HINT]: size } };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses in the calling thread: for small bodies, or ones compressed once and kept. */
export function compressSync(body: Buffer, coding: Compression, effort: CompressionEffort = 'response'): Buffer {
  return coding === 'br' ? brotliCompressSync(body, options(coding, effort, body.length)) : gzipSync(body, options(coding, effort, body.length));
}

/** Compresses on libuv's thread pool, so a large body does not hold up other requests. */
export function compress(body: Buffer, coding: Compression, effort: CompressionEffort = 'response'): Promise<Buffer> {
  return coding === 'br' ? brotliAsync(body, options(coding, effort, body.length)) : gzipAsync(body, options(coding, effort, body.length));
}

/** The file name suffix of a build's precompressed copy (`index-B3v_hsdS.js.br`). */
export const PRECOMPRESSED_SUFFIX: Record<Compression, string> = { br: '.br', gzip: '.gz' };

/**
 * The coding to answer with: br when the client takes it, else gzip, else none. Clients list codings in
 * any order and may refuse one with `q=0`; no Accept-Encoding at all means identity only.
 */
export function negotiateCoding(ctx: Context): ContentCoding {
  if (!ctx.get('Accept-Encoding')) return 'identity';
  return (['br', 'gzip'] as const).find((candidate) => ctx.acceptsEncodings(candidate) === candidate) ?? 'identity';
}

/** Media types worth compressing: text, JSON, JavaScript, SVG and the like (images and fonts already are). */
export function isCompressibleType(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type.startsWith('text/') || /^application\/(?:[\w.-]+\+)?(?:json|xml|javascript)$/.test(type) || type === 'image/svg+xml' || type === 'application/manifest+json';
}

/** The entity tag of one coding of a representation: the identity tag, with `-br` or `-gzip` inside its quotes. */
export function entityTagFor(opaque: string, coding: ContentCoding): string {
  return coding === 'identity' ? `"${opaque}"` : `"${opaque}-${coding}"`;
}

/** The entity tags an If-None-Match lists (weak ones compared by their opaque value, RFC 9110 §13.1.2). */
function listedTags(ifNoneMatch: string): string[] {
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"|\*/g) ?? []).map((tag) => tag.replace(/^W\//, ''));
}

/** Whether If-None-Match names the current content (in any coding: each is the same content): answer 304. */
export function matchesCurrent(ifNoneMatch: string, opaque: string): boolean {
  return listedTags(ifNoneMatch).some((tag) => tag === '*' || tag === `"${opaque}"` || tag.startsWith(`"${opaque}-`));
}

/**
 * Compressed bodies kept by key (content digest or file identity, and coding), up to a total size, the
 * oldest dropped first: the same file or catalog is compressed once, not per request. A compression
 * under way is shared, so simultaneous first requests compress once.
 */
export class CompressedBodies {
  readonly #kept = new Map<string, Buffer>();
  readonly #pending = new Map<string, Promise<Buffer>>();
  #bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The kept body for `key`, else `make`'s, compressed in this thread and kept. */
  getSync(key: string, make: () => Buffer): Buffer {
    return this.#kept.get(key) ?? this.#keep(key, make());
  }

  /** The kept body for `key`, else `make`'s once it settles (kept; a failure is not). */
  get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.#kept.get(key);
    if (kept) return Promise.resolve(kept);
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = make()
        .then((body) => this.#keep(key, body))
        .finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    return pending;
  }

  #keep(key: string, body: Buffer): Buffer {
    this.#kept.set(key, body);
    this.#bytes += body.length;
    for (const [oldKey, oldBody] of this.#kept) {
      if (this.#bytes <= this.maxBytes || oldKey === key) break;
      this.#kept.delete(oldKey);
      this.#bytes -= oldBody.length;
    }
    return body;
  }
}

/**
 * Dynamic JSON smaller than this goes out as is. A calculation's answer (about 3 kB) fits in the first
 * round trip of a connection either way (TCP's initial window is about 14 kB), and compressing it would
 * cost about a third of the request's own time; larger lists (history, admin reports) are compressed.
 */
export const COMPRESS_JSON_FROM_BYTES = 8 * 1024;

/**
 * Compresses the JSON answers of the API above {@link COMPRESS_JSON_FROM_BYTES} by Accept-Encoding.
 * Answers that chose their own coding (the cacheable catalogs, static files) and streams are left alone.
 */
export function compressJsonResponses(appliesTo: (path: string) => boolean) {
  return async function compressJsonMiddleware(ctx: Context, next: () => Promise<unknown>): Promise<void> {
    await next();
    if (!appliesTo(ctx.path) || ctx.response.get('Content-Encoding') || ctx.status === 204 || ctx.status === 304) return;
    const body: unknown = ctx.body;
    if (body === null || body === undefined || typeof (body as { pipe?: unknown }).pipe === 'function') return;
    if (!/json/.test(ctx.response.type)) return;
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    if (bytes.length < COMPRESS_JSON_FROM_BYTES) {
      // Serialised once here, so Koa sends the string rather than serialising the object again.
      if (typeof body === 'object' && !Buffer.isBuffer(body)) ctx.body = bytes.toString('utf8');
      return;
    }
    ctx.vary('Accept-Encoding');
    const coding = negotiateCoding(ctx);
    // The Content-Type stays: Koa types a Buffer body only when none is set.
    if (coding === 'identity') {
      ctx.body = bytes;
    } else {
      ctx.body = await compress(bytes, coding);
      ctx.set('Content-Encoding', coding);
    }
  };
}
