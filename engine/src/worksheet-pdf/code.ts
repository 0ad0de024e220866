import { createHash } from 'node:crypto';
import type { WorksheetPayload } from './types.js';

/** The PDF Info dictionary's custom entry holding JSON.stringify(payload). */
export const WORKSHEET_PAYLOAD_KEY = 'SecureSplitWorksheet';

/** Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** JSON with every object's keys sorted, so the same values always give the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/**
 * "SS1-XXXX-XXXX-XXXX": the first 60 bits of the SHA-256 digest of the canonical JSON of calculator, input,
 * asOf and engine version, in base32 groups of four. Any change to one of them gives another code.
 */
export function verificationCode(payload: Omit<WorksheetPayload, 'code'>): string {
  const digest = createHash('sha256')
    .update(
      canonicalJson({
        calculator: payload.calculator,
        input: payload.input,
        asOf: payload.asOf,
        engineVersion: payload.engineVersion,
      }),
    )
    .digest();
  let bits = 0n;
  for (let i = 0; i < 8; i++) bits = (bits << 8n) | BigInt(digest[i]!);
  bits >>= 4n; // 64 → 60 bits: 12 characters of 5 bits
  let text = '';
  for (let i = 11; i >= 0; i--) text += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return `SS1-${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8, 12)}`;
}

/** A well-formed code (SS1 and three groups of four base32 characters), case-insensitive. */
export const VERIFICATION_CODE_PATTERN = /^SS1-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/i;
