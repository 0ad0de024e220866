import { describe, expect, it } from 'vitest';
import { assertNoOverlap, versionInForce } from './versions.js';

const v2024 = { id: 'a', effective: { from: '2024-01-01', to: '2025-08-31' } };
const v2025 = { id: 'b', effective: { from: '2025-09-01' } };

describe('versionInForce', () => {
  it('picks the version whose range contains the date', () => {
    expect(versionInForce([v2024, v2025], '2025-08-31').version.id).toBe('a');
    expect(versionInForce([v2024, v2025], '2025-09-01').version.id).toBe('b');
  });

  it('applies the earliest version before any is in force and says so', () => {
    const picked = versionInForce([v2025, v2024], '2020-05-01');
    expect(picked.version.id).toBe('a');
    expect(picked.appliedEarliest).toBe(true);
  });
});

describe('assertNoOverlap', () => {
  it('accepts consecutive ranges', () => {
    expect(() => assertNoOverlap('x', [v2024, v2025])).not.toThrow();
  });

  it('rejects overlapping ranges', () => {
    expect(() =>
      assertNoOverlap('x', [{ effective: { from: '2024-01-01' } }, { effective: { from: '2025-01-01' } }]),
    ).toThrow(/overlaps/);
  });
});
