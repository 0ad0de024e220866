import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, type FakeApiMode } from '../test-support/fake-api.js';
import { ASSISTANT_CALCULATION_REPLY } from '../test-support/assistant-fixtures.js';
import { clearToasts, shownToastText } from '../test-support/toasts.js';
import { pageToaster } from '../ui/toaster.js';
import { Assistant } from './Assistant.js';
import { CHAT_FAILED } from './conversation.js';
import { CHAT_TEXT } from './text.js';

let api: FakeApi;
function useApi(mode: FakeApiMode) {
  api = createFakeApi(mode);
  vi.stubGlobal('fetch', api.fetch);
}
beforeEach(() => useApi('ok'));
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const launcher = () => screen.getByRole('button', { name: CHAT_TEXT.open, hidden: true });
const box = () => screen.getByRole('textbox', { name: CHAT_TEXT.inputLabel }) as HTMLTextAreaElement;
const card = () => screen.getByRole('dialog', { hidden: true });
const assistantCalls = () => api.calls.filter((call) => call.path === '/api/v1/assistant/messages');

function openCard() {
  fireEvent.click(launcher());
}

async function ask(text: string) {
  fireEvent.change(box(), { target: { value: text } });
  await act(async () => {
    fireEvent.keyDown(box(), { key: 'Enter' });
  });
}

describe('<Assistant>', () => {
  it('starts as a round button; opening shows the titled card with the greeting and moves the focus into it; Escape closes and the focus returns', () => {
    render(<Assistant />);
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    expect(card().hidden).toBe(true);
    openCard();
    expect(card().hidden).toBe(false);
    expect(card().getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { name: CHAT_TEXT.title }).id);
    expect(screen.getByText(CHAT_TEXT.greeting)).toBeTruthy();
    expect(box().placeholder).toBe('Ask about calculations, laws, or planning...');
    expect(document.activeElement).toBe(box());
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(card().hidden).toBe(true);
    expect(document.activeElement).toBe(launcher());
  });

  it('keeps the page’s toasts off the round button while closed and off the question box while open', () => {
    render(<Assistant />);
    const kept = () => pageToaster().keptClear();
    const button = launcher();
    expect(kept()).toEqual([button]);
    openCard();
    expect(kept()).toEqual([box().form]);
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(kept()).toEqual([button]);
    cleanup();
    expect(kept()).toEqual([]);
  });

  it('closes with its close button too, the focus back on the round button', () => {
    render(<Assistant defaultOpen autoFocus />);
    expect(document.activeElement).toBe(box());
    fireEvent.click(screen.getByRole('button', { name: CHAT_TEXT.close }));
    expect(card().hidden).toBe(true);
    expect(document.activeElement).toBe(launcher());
  });

  it.each([
    [' New-York ', { page: '/about', jurisdiction: 'new-york' }],
    ['Narnia', { page: '/about' }],
  ])('reads the state attribute %j as the calculators do: %o', async (state, context) => {
    render(<Assistant defaultOpen autoFocus state={state} page="/about" />);
    await ask('What would I pay?');
    expect(assistantCalls()[0]!.body).toEqual({ message: 'What would I pay?', history: [], context });
    expect(screen.getAllByRole('listitem').filter((item) => item.getAttribute('data-from') === 'assistant')).toHaveLength(2);
  });

  it('sends on Enter (trimmed, with the page and state as context), not on Shift+Enter, and shows the answer with its sources and links', async () => {
    render(<Assistant defaultOpen autoFocus state="new-york" page="/about" />);
    fireEvent.change(box(), { target: { value: 'What would I pay?\n' } });
    expect(fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true })).toBe(true);
    expect(assistantCalls()).toHaveLength(0);
    await ask('  What would I pay in New York?  ');
    expect(assistantCalls()).toHaveLength(1);
    expect(assistantCalls()[0]!.body).toEqual({ message: 'What would I pay in New York?', history: [], context: { page: '/about', jurisdiction: 'new-york' } });
    expect(box().value).toBe('');

    const answer = ASSISTANT_CALCULATION_REPLY;
    const bubbles = screen.getAllByRole('listitem').filter((item) => item.getAttribute('part') === 'message');
    expect(bubbles.map((bubble) => bubble.getAttribute('data-from'))).toEqual(['assistant', 'user', 'assistant']);
    const reply = bubbles[2]!;
    // Line breaks are kept (pre-line), the text is text.
    expect(reply.querySelector('.ss-bubble-text')!.textContent).toBe(answer.reply);
    expect(reply.querySelectorAll('[part=sources] li')).toHaveLength(answer.sources.length);
    expect(reply.querySelector('[part=sources]')!.textContent).toContain('effective March 1, 2026');
    const calculator = reply.querySelector<HTMLAnchorElement>('a[data-action=open-calculator]')!;
    expect(calculator.getAttribute('href')).toBe(answer.actions[0]!.href);
    expect(calculator.target).toBe('');
    const consultation = reply.querySelector<HTMLAnchorElement>('a[data-action=book-consultation]')!;
    expect(consultation.getAttribute('href')).toBe('https://scheduling.example/securesplit/consultation');
    expect(consultation.target).toBe('_blank');
    expect(consultation.rel).toBe('noopener noreferrer');
    expect(consultation.textContent).toContain('(opens in a new tab)');
    // Announced to screen readers.
    expect(document.querySelector('[aria-live=polite][aria-atomic=true]')!.textContent).toBe(`Assistant: ${answer.reply}`);
    expect(document.activeElement).toBe(box());
  });

  it('sends the conversation so far (not the greeting) with the next question', async () => {
    render(<Assistant defaultOpen page="/" />);
    await ask('How is child support calculated in New York?');
    await ask('And with three children?');
    expect(assistantCalls()[1]!.body).toMatchObject({
      message: 'And with three children?',
      history: [
        { role: 'user', content: 'How is child support calculated in New York?' },
        { role: 'assistant', content: ASSISTANT_CALCULATION_REPLY.reply },
      ],
    });
  });

  it('while waiting: the question shows, the box and Send are disabled (focus kept), Thinking... shows, and nothing more is sent', async () => {
    useApi('pending');
    render(<Assistant defaultOpen autoFocus />);
    await ask('Is alimony taxable?');
    expect(screen.getByText('Is alimony taxable?')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(CHAT_TEXT.thinking);
    expect(box().readOnly).toBe(true);
    expect(box().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: CHAT_TEXT.send }).getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(box());
    fireEvent.change(box(), { target: { value: 'Another question' } });
    await act(async () => {
      fireEvent.keyDown(box(), { key: 'Enter' });
      fireEvent.click(screen.getByRole('button', { name: CHAT_TEXT.send }));
    });
    expect(assistantCalls()).toHaveLength(1);
  });

  it('does not send an empty or blank question', async () => {
    render(<Assistant defaultOpen />);
    await ask('   \n  ');
    expect(screen.getByRole('button', { name: CHAT_TEXT.send }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: CHAT_TEXT.send }));
    });
    expect(assistantCalls()).toHaveLength(0);
  });

  it('on a server error shows the spec’s toast, appends nothing, puts the question back and tells the host', async () => {
    useApi('server-error');
    const onEvent = vi.fn();
    render(<Assistant defaultOpen onEvent={onEvent} />);
    await ask('Do I need a QDRO for an IRA?');
    expect(shownToastText()).toContain(CHAT_FAILED.title);
    expect(shownToastText()).toContain(CHAT_FAILED.description);
    expect(screen.getAllByRole('listitem').filter((item) => item.getAttribute('part') === 'message')).toHaveLength(1);
    expect(box().value).toBe('Do I need a QDRO for an IRA?');
    expect(box().readOnly).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    expect(onEvent).toHaveBeenCalledWith('securesplit:error', { element: 'securesplit-assistant', status: 500, title: 'Internal Server Error' });
  });

  it('on a 429 says how long to wait, and keeps the question', async () => {
    useApi('rate-limited');
    render(<Assistant defaultOpen />);
    await ask('How long does alimony last in Massachusetts?');
    expect(shownToastText()).toContain('try again in 30 seconds');
    expect(box().value).toBe('How long does alimony last in Massachusetts?');
  });

  it('shows markup in a reply as text, never as HTML', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ reply: '<img src=x onerror=alert(1)> <b>bold</b>', sources: [], actions: [{ type: 'book-consultation', label: 'Bad', href: 'javascript:alert(1)' }] }), { status: 200, headers: { 'content-type': 'application/json' } }));
    render(<Assistant defaultOpen />);
    await ask('Hello');
    expect(screen.getByText('<img src=x onerror=alert(1)> <b>bold</b>')).toBeTruthy();
    expect(document.querySelector('.ss-assistant img, .ss-assistant b')).toBeNull();
    expect(document.querySelector('a[data-action]')).toBeNull();
  });

  it('links the consultation booking page at the foot of the card in a new tab, only an https or http address', () => {
    const { unmount } = render(<Assistant defaultOpen consultationUrl="https://book.example/cdfa" />);
    const link = screen.getByRole('link', { name: /Book a consultation with a certified divorce financial analyst/ }) as HTMLAnchorElement;
    expect(link.href).toBe('https://book.example/cdfa');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
    unmount();
    render(<Assistant defaultOpen consultationUrl="javascript:alert(1)" />);
    expect(screen.queryByRole('link', { name: /Book a consultation/ })).toBeNull();
  });

  it('takes the focus when it appears only when asked: onto its round button, or into the card when it starts open', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const { unmount } = render(<Assistant defaultOpen />);
    expect(document.activeElement).toBe(outside);
    unmount();
    render(<Assistant autoFocus />);
    expect(document.activeElement).toBe(launcher());
    outside.remove();
  });
});
