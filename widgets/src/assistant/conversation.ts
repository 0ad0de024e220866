import { ApiError } from '../api/problem.js';
import { seconds } from '../api/failure-message.js';
import type { Toast } from '../ui/toaster.js';
import { MAX_HISTORY_TURNS, type AssistantAction, type AssistantReply, type AssistantTurn } from './contract.js';
import { CHAT_TEXT } from './text.js';

/** Spec part 1, section 3: a chat message, with what the assistant's reply cites and offers. */
export interface ChatMessage {
  id: string;
  content: string;
  isUser: boolean;
  timestamp: Date;
  sources?: AssistantReply['sources'];
  actions?: AssistantReply['actions'];
}

/** Spec part 1, section 8: the chat failure toast, word for word. */
export const CHAT_FAILED: Toast = {
  title: 'Error',
  description: "Sorry, I'm having trouble responding right now. Please try again or contact our support team.",
  variant: 'destructive',
};

/** The greeting's id: it starts every conversation and is not sent back as history. */
export const GREETING_ID = 'greeting';

export function greetingMessage(now: Date): ChatMessage {
  return { id: GREETING_ID, content: CHAT_TEXT.greeting, isUser: false, timestamp: now };
}

let sequence = 0;
/** Spec: the id is a string from the current time; the counter keeps two in the same millisecond apart. */
export function messageId(now: Date): string {
  sequence += 1;
  return `${now.getTime()}-${sequence}`;
}

/** The conversation so far as the server takes it: without the greeting, the latest MAX_HISTORY_TURNS turns. */
export function historyOf(messages: readonly ChatMessage[]): AssistantTurn[] {
  return messages
    .filter((message) => message.id !== GREETING_ID)
    .slice(-MAX_HISTORY_TURNS)
    .map((message) => ({ role: message.isUser ? 'user' : 'assistant', content: message.content }));
}

/**
 * What a failed question shows. The spec's toast, except where another says what to do: a 429 says how
 * long to wait, a 400 what the server refused. Every one says the question was kept (it is back in the box).
 */
export function chatFailureToast(error: unknown): Toast {
  if (error instanceof ApiError && error.status === 429) {
    const wait = error.retryAfterSeconds;
    return {
      title: 'Please wait a moment',
      description: `Too many questions from your connection — try again in ${wait === null ? 'a minute' : seconds(Math.max(1, wait))}. Your question is kept.`,
      variant: 'destructive',
    };
  }
  if (error instanceof ApiError && error.status === 400) {
    const detail = error.problem?.errors?.[0]?.message ?? error.problem?.detail;
    return { title: 'Your question was not accepted', description: `${detail ?? 'Please rephrase it and try again.'} Your question is kept.`, variant: 'destructive' };
  }
  return CHAT_FAILED;
}

/** A link the reply offers, made safe to follow: where it goes and whether it leaves the page's site. */
export interface ActionLink {
  href: string;
  newTab: boolean;
}

/**
 * Where an action's link goes. A calculator is a path on the SecureSplit site: on the site itself it
 * stays a path; from a partner's page it is resolved against `apiBase` (the site the element came from)
 * and opens in a new tab. A consultation is an external https address, always in a new tab (opener
 * cut). Anything else (another scheme, a path from elsewhere) is not shown.
 */
export function actionLink(action: AssistantAction, apiBase: string, pageOrigin: string): ActionLink | null {
  if (action.type === 'open-calculator') {
    if (!action.href.startsWith('/') || action.href.startsWith('//')) return null;
    if (!apiBase) return { href: action.href, newTab: false };
    let url: URL;
    try {
      url = new URL(action.href, apiBase);
    } catch {
      return null;
    }
    return url.origin === pageOrigin ? { href: `${url.pathname}${url.search}${url.hash}`, newTab: false } : { href: url.href, newTab: true };
  }
  const external = webAddress(action.href);
  return external ? { href: external, newTab: true } : null;
}

/** An http(s) address as given, or null for anything else (no `javascript:` ever becomes a link). */
export function webAddress(address: string | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
