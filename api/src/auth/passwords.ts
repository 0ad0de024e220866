import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

/**
 * argon2id (the library's default algorithm) with OWASP's minimum for it: 19 MiB of memory, two
 * passes, one lane.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** zxcvbn's list of the most common passwords, compared without regard to case. */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * A new password: 8 to 128 characters (ASVS 5.0 asks for at least 8; the earlier product's 6 was too
 * weak) and not one of the common passwords. The form's own message shape.
 */
export const NewPasswordSchema = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`, abort: true })
  .max(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`, abort: true })
  .refine((password) => !isCommonPassword(password), 'This password is too common; please choose another')
  .meta({ description: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not a commonly used password`, examples: ['correct horse battery'] });

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash when no account has the email, so that a wrong email costs the
 * same time as a wrong password and the answer's timing does not tell which accounts exist.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-account-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
