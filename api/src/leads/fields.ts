import { z } from 'zod';

/** The product's email rule (spec part 1, section 5) with a real shape: something@domain.tld, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

/** Control characters other than tab and line breaks; PostgreSQL text cannot hold NUL at all. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTER_MESSAGE = 'Contains characters that are not allowed';

/** A plain string without control characters. */
export const plainString = z.string().refine((text) => !CONTROL.test(text), { message: CONTROL_CHARACTER_MESSAGE });

/** Text trimmed; blank becomes undefined so "required" rules see it as missing, as the forms do. */
export function optionalText(max: number, tooLong = `Keep this under ${max} characters`) {
  return z
    .union([plainString, z.null()])
    .optional()
    .transform((raw) => {
      const text = (raw ?? '').trim();
      return text === '' ? undefined : text;
    })
    .pipe(z.string().max(max, tooLong).optional());
}

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
      return text;
    })
    .pipe(z.string().max(max, `Keep this under ${max} characters`));
}

/** An email address, trimmed and lowercased; `requiredMessage` when blank. */
export function emailField(requiredMessage: string) {
  return requiredText(254, requiredMessage)
    .transform((text) => text.toLowerCase())
    .refine((text) => EMAIL_SHAPE.test(text), { message: INVALID_EMAIL_MESSAGE })
    .meta({ format: 'email', examples: ['jordan@example.com'] });
}

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
