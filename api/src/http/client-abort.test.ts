import { describe, expect, it } from 'vitest';
import { isClientAbort } from './client-abort.js';

function withCode(code: string): Error {
  return Object.assign(new Error(code), { code });
}

describe('isClientAbort', () => {
  it('recognises a client that went away mid-response', () => {
    for (const code of ['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']) {
      expect(isClientAbort(withCode(code)), code).toBe(true);
    }
  });

  it('leaves every other failure to be logged as an error', () => {
    expect(isClientAbort(withCode('ENOENT'))).toBe(false);
    expect(isClientAbort(withCode('EACCES'))).toBe(false);
    expect(isClientAbort(new Error('Premature close'))).toBe(false);
    expect(isClientAbort(undefined)).toBe(false);
    expect(isClientAbort('ECONNRESET')).toBe(false);
  });
});
