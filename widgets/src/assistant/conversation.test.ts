import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/problem.js';
import { MAX_HISTORY_TURNS } from './contract.js';
import { actionLink, CHAT_FAILED, chatFailureToast, greetingMessage, historyOf, type ChatMessage } from './conversation.js';

const calculator = (href: string) => ({ type: 'open-calculator' as const, calculator: 'child-support' as const, label: 'Open', href });
const consultation = (href: string) => ({ type: 'book-consultation' as const, label: 'Book', href });

describe('actionLink', () => {
  it.each([
    ['on the site (no api base): the path as is, same tab', calculator('/?calculator=child-support&state=ohio#calculators'), '', 'https://securesplit.app', { href: '/?calculator=child-support&state=ohio#calculators', newTab: false }],
    ['with an api base on the page’s own origin: the path, same tab', calculator('/?state=ohio'), 'https://securesplit.app', 'https://securesplit.app', { href: '/?state=ohio', newTab: false }],
    ['on a partner’s page: our site’s address, new tab', calculator('/?state=ohio#calculators'), 'https://securesplit.app', 'https://blog.example', { href: 'https://securesplit.app/?state=ohio#calculators', newTab: true }],
    ['a protocol-relative path is refused', calculator('//evil.example/x'), '', 'https://securesplit.app', null],
    ['an absolute address for a calculator is refused', calculator('https://evil.example/'), '', 'https://securesplit.app', null],
    ['a consultation at an https address: new tab', consultation('https://book.example/cdfa'), '', 'https://securesplit.app', { href: 'https://book.example/cdfa', newTab: true }],
    ['a javascript: consultation is refused', consultation('javascript:alert(1)'), '', 'https://securesplit.app', null],
  ])('%s', (_name, action, apiBase, pageOrigin, expected) => {
    expect(actionLink(action, apiBase, pageOrigin)).toEqual(expected);
  });
});

describe('historyOf', () => {
  it('leaves out the greeting and keeps the latest turns only', () => {
    const turns: ChatMessage[] = Array.from({ length: MAX_HISTORY_TURNS + 3 }, (_, index) => ({ id: String(index), content: `turn ${index}`, isUser: index % 2 === 0, timestamp: new Date(0) }));
    const history = historyOf([greetingMessage(new Date(0)), ...turns]);
    expect(history).toHaveLength(MAX_HISTORY_TURNS);
    expect(history[0]).toEqual({ role: 'assistant', content: 'turn 3' });
    expect(history.at(-1)).toEqual({ role: 'user', content: `turn ${MAX_HISTORY_TURNS + 2}` });
  });
});

describe('chatFailureToast', () => {
  it.each([
    ['a 500', new ApiError(500, null, '500'), CHAT_FAILED],
    ['a lost connection', new ApiError(null, null, 'network', { kind: 'network' }), CHAT_FAILED],
    ['a timeout', new ApiError(null, null, 'timeout', { kind: 'timeout' }), CHAT_FAILED],
    ['anything else thrown', new Error('boom'), CHAT_FAILED],
  ])('%s gets the spec’s toast', (_name, error, expected) => {
    expect(chatFailureToast(error)).toEqual(expected);
  });

  it('a 429 says how long to wait', () => {
    expect(chatFailureToast(new ApiError(429, null, '429', { retryAfterSeconds: 1 })).description).toBe('Too many questions from your connection — try again in 1 second. Your question is kept.');
    expect(chatFailureToast(new ApiError(429, null, '429')).description).toContain('try again in a minute');
  });

  it('a 400 says what the server refused', () => {
    const error = new ApiError(400, { title: 'Validation failed', status: 400, errors: [{ path: 'message', message: 'At most 2000 characters' }] }, '400');
    expect(chatFailureToast(error).description).toBe('At most 2000 characters Your question is kept.');
  });
});
