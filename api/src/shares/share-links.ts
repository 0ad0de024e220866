import { timingSafeEqual } from 'node:crypto';
import { newSecretToken, tokenDigest } from '../auth/session-cookie.js';
import type { Share, ShareStore } from '../store/shares.js';

/**
 * Share links (issue 32 §1). The token is 32 random bytes (256 bits, base64url: 43 characters); only its
 * SHA-256 digest is stored. The link is built from PUBLIC_BASE_URL, never from the request's Host: a link
 * made on a request with a forged Host must still point at us.
 */
export const SHARE_PATH_PREFIX = '/shared/';
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const SHARE_EXPIRY_DAYS = { min: 1, max: 90, default: 14 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export const newShareToken = newSecretToken;

export function shareUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl.replace(/\/$/, '')}${SHARE_PATH_PREFIX}${token}`;
}

export const shareExpiry = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY_MS);

export type ShareState = 'active' | 'expired' | 'revoked';

export function shareState(share: Pick<Share, 'expiresAt' | 'revokedAt'>, now: Date): ShareState {
  if (share.revokedAt !== null) return 'revoked';
  return share.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** A digest no token has (not base64url of 32 bytes): compared against when the lookup finds nothing. */
const NO_SHARE_DIGEST = Buffer.alloc(43, '!');

/**
 * The share a token opens, or undefined. Every token takes the same path: its digest is computed, looked up by
 * the index, and compared in constant time with what was found (or with a digest no share has), so an unknown
 * token answers after the same work as a known one. A token of the wrong shape is digested and looked up too.
 */
export async function findShareByToken(shares: ShareStore, token: string): Promise<Share | undefined> {
  const digest = Buffer.from(tokenDigest(token));
  const found = await shares.findByTokenHash(digest.toString());
  const stored = found ? Buffer.from(found.tokenHash) : NO_SHARE_DIGEST;
  const same = stored.length === digest.length && timingSafeEqual(stored, digest);
  return same && SHARE_TOKEN_PATTERN.test(token) ? found : undefined;
}
