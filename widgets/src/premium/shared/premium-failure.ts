import { failureMessage } from '../../api/failure-message.js';
import { ApiError } from '../../api/problem.js';
import type { Toast } from '../../ui/toaster.js';

/** Where the sign-in and subscribe links go unless the page says otherwise (the site's own pages). */
export const DEFAULT_SIGN_IN_PATH = '/dashboard';
export const DEFAULT_SUBSCRIBE_PATH = '/subscribe';

/** A failed premium calculation, sorted by what the visitor can do about it. */
export type PremiumFailure =
  /** 401: signed out. */
  | { kind: 'sign-in'; status: 401; title: string; message: string; href: string }
  /** 403 with `subscribeUrl` (contract C3): this month's free calculations are used up. */
  | { kind: 'subscribe'; status: 403; title: string; message: string; href: string }
  /** 400: the server's messages by dotted field path (`vehicles.0.value`), and the toast to show. */
  | { kind: 'invalid'; status: 400; fields: Record<string, string>; toast: Toast }
  /** Anything else (network, timeout, 429, 5xx, another 4xx): the shared failure wording. */
  | { kind: 'failed'; status: number | null; toast: Toast };

export interface PremiumLinks {
  /** The sign-in page; default {@link DEFAULT_SIGN_IN_PATH}. */
  signInUrl?: string | undefined;
  /** The subscribe page; default the 403's `subscribeUrl`, else {@link DEFAULT_SUBSCRIBE_PATH}. */
  subscribeUrl?: string | undefined;
  /** The API's origin: a relative link is resolved against it (the site and its API share an origin). */
  apiBase?: string | undefined;
}

/** A path resolved against the API's origin when the widget talks to another origin; else kept as is. */
export function resolveLink(path: string, apiBase: string | undefined): string {
  if (!apiBase || /^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  try {
    return new URL(path, new URL(apiBase)).href;
  } catch {
    return path;
  }
}

/**
 * Every field message of a 400, keyed by its whole dotted path without a leading `body` (rows keep
 * their index: `vehicles.0.value`), the first message per path.
 */
export function fieldErrorsByPath(error: ApiError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of error.problem?.errors ?? []) {
    const segments = Array.isArray(item.path) ? item.path.map(String) : item.path.split(/[./]/).filter(Boolean);
    if (segments[0] === 'body') segments.shift();
    const path = segments.join('.') || '(body)';
    if (!(path in out)) out[path] = item.message;
  }
  return out;
}

/** Sorts a premium call's failure (contract C3) into what the widget shows. */
export function premiumFailure(error: unknown, invalid: Toast, links: PremiumLinks = {}): PremiumFailure {
  if (error instanceof ApiError && error.kind === 'http') {
    const problem = error.problem;
    if (error.status === 401) {
      return {
        kind: 'sign-in',
        status: 401,
        title: problem?.title ?? 'Authentication required',
        message: problem?.detail ?? 'Please sign in to use this premium calculator.',
        href: resolveLink(links.signInUrl ?? DEFAULT_SIGN_IN_PATH, links.apiBase),
      };
    }
    // Another 403 (a write from a foreign origin, say) is not about paying: it gets the shared wording.
    if (error.status === 403 && typeof problem?.subscribeUrl === 'string') {
      return {
        kind: 'subscribe',
        status: 403,
        title: problem?.title ?? 'Subscription required',
        message: problem?.detail ?? 'You have used this month’s free premium calculations.',
        href: resolveLink(links.subscribeUrl ?? problem?.subscribeUrl ?? DEFAULT_SUBSCRIBE_PATH, links.apiBase),
      };
    }
    if (error.status === 400) return { kind: 'invalid', status: 400, fields: fieldErrorsByPath(error), toast: failureMessage(error, 'calculation', invalid) };
  }
  return { kind: 'failed', status: error instanceof ApiError ? error.status : null, toast: failureMessage(error, 'calculation', invalid) };
}
