import { describe, expect, it } from 'vitest';
import { uniqueSources } from './unique-sources.js';

describe('uniqueSources', () => {
  it('keeps the first citation of each title and section, in order', () => {
    const cited = uniqueSources([
      { title: 'IRC § 72', section: '(t)(2)(C)', url: 'https://example.org/first' },
      { title: 'IRC § 72', section: '(t)(3)(A)' },
      { title: 'IRC § 72', section: '(t)(2)(C)', url: 'https://example.org/second' },
      { title: 'Publication 555' },
      { title: 'Publication 555' },
    ]);
    expect(cited).toEqual([
      { title: 'IRC § 72', section: '(t)(2)(C)', url: 'https://example.org/first' },
      { title: 'IRC § 72', section: '(t)(3)(A)' },
      { title: 'Publication 555' },
    ]);
  });
});
