import { readFileSync } from 'node:fs';

/**
 * engine/package.json's version. This file sits two folders below engine/ both as source
 * (src/worksheet-pdf/) and built (dist/worksheet-pdf/), so the same relative path works for both.
 */
export const ENGINE_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
