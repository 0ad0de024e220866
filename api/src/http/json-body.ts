import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { HttpProblem } from './problem.js';

export const DEFAULT_BODY_LIMIT_BYTES = 100 * 1024;

/** `application/json` or any `+json` type; a charset, if given, must be UTF-8 (RFC 8259 section 8.1). */
function isJsonContentType(header: string): boolean {
  const [type = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json' && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) return false;
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}

/**
 * Reads a JSON request body. A missing or different content type is refused (415) rather than read
 * as something else, so validation is never skipped; over `limitBytes` is 413; broken JSON is 400.
 */
export async function readJsonBody(ctx: Context, limitBytes = DEFAULT_BODY_LIMIT_BYTES): Promise<unknown> {
  const contentType = ctx.get('Content-Type');
  if (!isJsonContentType(contentType)) {
    throw new HttpProblem(
      415,
      contentType === ''
        ? 'Send the body as JSON with the header Content-Type: application/json.'
        : `Content-Type ${contentType.split(';')[0]} is not accepted here; send application/json.`,
      { headers: { 'Accept-Post': 'application/json' } },
    );
  }
  const encoding = (ctx.get('Content-Encoding') || 'identity').toLowerCase();
  if (encoding !== 'identity') {
    throw new HttpProblem(415, 'Compressed request bodies are not accepted; send plain JSON.');
  }
  // Made only when thrown: an Error captures a stack trace, which would cost every request.
  const tooLarge = () =>
    new HttpProblem(413, `The request body is larger than ${Math.round(limitBytes / 1024)} kB.`);
  const declared = Number(ctx.get('Content-Length'));
  if (Number.isFinite(declared) && declared > limitBytes) throw tooLarge();

  let text: string;
  try {
    text = await getRawBody(ctx.req, { limit: limitBytes, encoding: 'utf8' });
  } catch (error) {
    const type = (error as { type?: unknown }).type;
    if (type === 'entity.too.large') throw tooLarge();
    if (type === 'request.aborted') throw new HttpProblem(400, 'The request body ended early.');
    throw new HttpProblem(400, 'The request body could not be read.');
  }
  if (text.trim() === '') {
    throw new HttpProblem(400, 'The request body is empty; send a JSON object.', {
      detailMessage: { id: 'problem.detail.bodyEmpty' },
      errors: [{ path: '(body)', message: 'Send a JSON object' }],
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpProblem(400, 'The request body is not valid JSON.', {
      detailMessage: { id: 'problem.detail.bodyNotJson' },
      errors: [{ path: '(body)', message: 'Malformed JSON' }],
    });
  }
}
