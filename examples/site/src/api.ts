import { ApiError, newIdempotencyKey, REQUEST_TIMEOUT_MS, retryAfterSeconds, type Problem } from '@securesplit/widgets';

function asProblem(value: unknown): Problem | null {
  return typeof value === 'object' && value !== null && 'title' in value && 'status' in value ? (value as Problem) : null;
}

/**
 * POSTs JSON to the API (same origin) with the submission's `Idempotency-Key` (contract C2) and
 * returns the parsed body. Every failure is an ApiError, as the widgets raise it: the server's
 * problem, no answer within 15 s (`timeout`), or no connection (`network`).
 */
export async function postJson<T>(path: string, body: unknown, idempotencyKey: string = newIdempotencyKey()): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = window.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  try {
    let response: Response;
    let text: string;
    try {
      response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      text = await response.text();
    } catch {
      throw new ApiError(null, null, timedOut ? 'No answer in time' : 'Network error', { kind: timedOut ? 'timeout' : 'network' });
    }
    const parsed: unknown = text ? safeJson(text) : null;
    if (!response.ok) {
      const problem = asProblem(parsed);
      throw new ApiError(response.status, problem, `${response.status}: ${problem?.title ?? response.statusText}`, {
        retryAfterSeconds: retryAfterSeconds(problem, response.headers),
      });
    }
    return parsed as T;
  } finally {
    window.clearTimeout(timer);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
