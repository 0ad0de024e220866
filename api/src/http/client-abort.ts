/**
 * Errors a response stream raises because the client went away (a closed tab, a cancelled fetch, a
 * partner page navigating on): nothing failed on our side, so they are not logged as errors.
 */
const CLIENT_ABORT_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

export function isClientAbort(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return CLIENT_ABORT_CODES.has(String(error.code));
}
