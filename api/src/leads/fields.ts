import { z } from 'zod';
import { normalizeEmail } from '../email-address.js';

/** The product's email rule (spec part 1, section 5) with a real shape: something@domain.tld, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

/** Control characters other than tab and line breaks; PostgreSQL text cannot hold NUL at all. */
const CONTROL_CHARACTERS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F';
export const CONTROL_CHARACTER_MESSAGE = 'Contains characters that are not allowed';

/** Text without control characters, as a pattern (checked and documented). */
export const PLAIN_TEXT_PATTERN = `^[^${CONTROL_CHARACTERS}]*$`;
/** The same with something other than spaces in it: what a required text field needs. */
export const FILLED_PLAIN_TEXT_PATTERN = `^[^${CONTROL_CHARACTERS}]*[^\\s${CONTROL_CHARACTERS}][^${CONTROL_CHARACTERS}]*$`;
/** An email address as a field takes it: the shape above, with surrounding spaces (trimmed) allowed. */
const EMAIL_CHARACTER = `[^\\s@${CONTROL_CHARACTERS}]`;
/** Whitespace that is not a control character (vertical tab and form feed are). */
const PLAIN_SPACE = '[^\\S\\u000B\\u000C]';
export const EMAIL_TEXT_PATTERN = `^${PLAIN_SPACE}*${EMAIL_CHARACTER}+@${EMAIL_CHARACTER}+\\.${EMAIL_CHARACTER}+${PLAIN_SPACE}*$`;

/** A plain string without control characters. */
export const plainString = z.string().regex(new RegExp(PLAIN_TEXT_PATTERN), CONTROL_CHARACTER_MESSAGE);

/**
 * Text trimmed; blank or null becomes undefined so "required" rules see it as missing, as the forms do.
 * At most `max` characters as sent.
 */
export function optionalText(max: number, tooLong = `Keep this under ${max} characters`) {
  return z
    .union([plainString.max(max, tooLong), z.null()])
    .optional()
    .transform((raw) => {
      const text = (raw ?? '').trim();
      return text === '' ? undefined : text;
    });
}

/** Required text: blank or null gives `requiredMessage`; at most `max` characters as sent; trimmed. */
export function requiredText(max: number, requiredMessage: string) {
  return z
    .union([plainString, z.null()])
    .optional()
    .transform((raw, ctx) => {
      const text = (raw ?? '').trim();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      if (raw!.length > max) {
        ctx.addIssue({ code: 'custom', message: `Keep this under ${max} characters` });
        return z.NEVER;
      }
      return text;
    })
    .meta({ type: 'string', maxLength: max, pattern: FILLED_PLAIN_TEXT_PATTERN });
}

/** An email address, normalised (trimmed and lowercased, email-address.ts); `requiredMessage` when blank. */
export function emailField(requiredMessage: string) {
  return requiredText(254, requiredMessage)
    .transform(normalizeEmail)
    .refine((text) => EMAIL_SHAPE.test(text), { message: INVALID_EMAIL_MESSAGE })
    .meta({ type: 'string', maxLength: 254, pattern: EMAIL_TEXT_PATTERN, examples: ['jordan@example.com'] });
}

/** The shape check of an email address that is already trimmed. */
export const isEmailShape = (text: string) => EMAIL_SHAPE.test(text);

/** A tag: lowercase words joined by hyphens, at most 60 characters. */
export function normalizeTag(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

export const tagList = z
  .array(z.string().max(60, 'A tag is at most 60 characters'))
  .max(20, 'At most 20 tags')
  .optional()
  .transform((tags) => (tags ?? []).map(normalizeTag).filter((t) => t !== ''));

/** Removes repeats, keeping the first occurrence's place. */
export function uniqueTags(tags: readonly string[]): string[] {
  return [...new Set(tags.filter((t) => t !== ''))];
}
