import { describe, expect, it } from 'vitest';
import { importChunk } from './import-chunk.js';

const CHUNK = 'https://api.securesplit.example/embed/child-support.js';

/** A stand-in for the network at the import() boundary: answers each URL from a script of outcomes. */
function network(outcomes: ('ok' | 'fail')[]) {
  const asked: string[] = [];
  const importModule = async (url: string) => {
    asked.push(url);
    if (outcomes.shift() === 'ok') return { url };
    throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
  };
  return { asked, importModule };
}

describe('importChunk', () => {
  it('imports once when the chunk loads', async () => {
    const { asked, importModule } = network(['ok']);
    await expect(importChunk(CHUNK, importModule, 0)).resolves.toEqual({ url: CHUNK });
    expect(asked).toEqual([CHUNK]);
  });

  it('retries once, at a fresh URL, when the first try fails', async () => {
    const { asked, importModule } = network(['fail', 'ok']);
    await expect(importChunk(CHUNK, importModule, 0)).resolves.toEqual({ url: `${CHUNK}?retry=1` });
    expect(asked).toEqual([CHUNK, `${CHUNK}?retry=1`]);
  });

  it('gives up after the retry fails, with the retry’s error', async () => {
    const { asked, importModule } = network(['fail', 'fail', 'ok']);
    await expect(importChunk(CHUNK, importModule, 0)).rejects.toThrow(`${CHUNK}?retry=1`);
    expect(asked).toHaveLength(2);
  });
});
