import type { z } from 'zod';
import type { FieldError } from '../errors.js';

/**
 * zod issues as field errors. A wrong type on a field the user left out reads as the field's
 * "required" message, which our field builders already produce; here we only flatten paths.
 */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
}
