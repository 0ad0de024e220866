import { afterEach, describe, expect, it, vi } from 'vitest';

// Spied on at the module boundary so the test sees every call the compare makes.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const crypto = await import('node:crypto');
const { adminTokenDigest, adminTokenMatches } = await import('./admin.js');

describe('the admin token compare', () => {
  afterEach(() => vi.mocked(crypto.timingSafeEqual).mockClear());

  it('goes through timingSafeEqual on two 32-byte digests, whatever the lengths typed', () => {
    const expected = adminTokenDigest('the-real-admin-token-0123456789');
    for (const presented of [
      '',
      'x',
      'the-real-admin-token-0123456789',
      'the-real-admin-token-0123456789-and-more',
      'é'.repeat(500),
    ]) {
      adminTokenMatches(presented, expected);
    }
    const calls = vi.mocked(crypto.timingSafeEqual).mock.calls;
    expect(calls).toHaveLength(5);
    for (const [a, b] of calls) {
      expect((a as Buffer).length).toBe(32);
      expect((b as Buffer).length).toBe(32);
    }
  });

  it('matches only the exact token', () => {
    const expected = adminTokenDigest('the-real-admin-token-0123456789');
    expect(adminTokenMatches('the-real-admin-token-0123456789', expected)).toBe(true);
    expect(adminTokenMatches('the-real-admin-token-012345678', expected)).toBe(false);
    expect(adminTokenMatches('The-real-admin-token-0123456789', expected)).toBe(false);
    expect(adminTokenMatches('', expected)).toBe(false);
  });
});
