import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './static-files.js';

describe('cacheControlFor', () => {
  it.each([
    ['/site/index.html', 'no-cache'],
    ['/site/assets/index-B3v_hsdS.js', 'public, max-age=31536000, immutable'],
    ['/site/assets/ConsultationDialog-S7cW7-ZW.js', 'public, max-age=31536000, immutable'],
    ['/widgets/embed/chunks/runtime-DIjkVPe9.js', 'public, max-age=31536000, immutable'],
    ['/widgets/embed.js', 'public, max-age=3600'],
    ['/widgets/embed/pro-waitlist.js', 'public, max-age=3600'],
    ['/widgets/embed/free-calculators.js', 'public, max-age=3600'],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});
