import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isJurisdictionSlug } from '@securesplit/engine/jurisdictions';
import { ApiError } from '../api/problem.js';
import { useWidget, WidgetFrame, type WidgetCommonProps } from '../runtime/context.js';
import { adoptStyles } from '../runtime/stylesheet.js';
import { ChatIcon } from './ChatIcon.js';
import { ChatMessageView } from './ChatMessageView.js';
import { MAX_MESSAGE_LENGTH, type AssistantRequest } from './contract.js';
import { chatFailureToast, greetingMessage, historyOf, messageId, webAddress, type ChatMessage } from './conversation.js';
import { CHAT_TEXT } from './text.js';
import { ASSISTANT_CSS } from './styles.js';

/** Props of the floating assistant. */
export interface AssistantProps extends WidgetCommonProps {
  /** Show the card open at first (a story; the site when the visitor pressed its stand-in button before the code arrived). */
  defaultOpen?: boolean;
  /**
   * Take the focus when it first appears: into the card if it starts open, else onto the round button
   * (the site hands the focus over from its stand-in). Without it, appearing never moves the focus.
   */
  autoFocus?: boolean;
  /** The page the visitor is on, sent as context with each question. Default: the page's path. */
  page?: string;
  /** The booking page (https) for a consultation with a certified divorce financial analyst, linked at the foot of the card (new tab). */
  consultationUrl?: string;
}

/** Past this many characters the box shows how many are left of the 2,000. */
const COUNT_FROM = MAX_MESSAGE_LENGTH - 200;

function AssistantBody({ defaultOpen = false, autoFocus = false, page, consultationUrl, state }: AssistantProps) {
  const { api, toast, emit } = useWidget();
  const [open, setOpen] = useState(defaultOpen);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greetingMessage(new Date())]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const ids = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const mounted = useRef(true);
  const everToggled = useRef(false);
  const bookingUrl = webAddress(consultationUrl);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Whatever root it renders in (a shadow root, the site's document), its stylesheet comes with it.
  useLayoutEffect(() => {
    const root = launcher.current?.getRootNode();
    if (root instanceof ShadowRoot || root instanceof Document) adoptStyles(root, [ASSISTANT_CSS]);
  }, []);

  // Focus goes into the card when it opens and back to the round button when it closes, in the same
  // task as the change (a layout effect): Preact runs plain effects a frame later, and for that frame
  // the hidden button's focus would have fallen to the page's body.
  useLayoutEffect(() => {
    // A page that merely shows it (even open) keeps its focus; only a press, or the site's hand-over, moves it.
    if (!everToggled.current && !autoFocus) return;
    if (open) input.current?.focus();
    else launcher.current?.focus();
  }, [open]);

  // A new answer scrolls to its first line (it may be longer than the card); the question and the
  // Thinking... bubble scroll to the bottom.
  useLayoutEffect(() => {
    const box = list.current;
    if (!box) return;
    const last = messages[messages.length - 1];
    const answer = !pending && last && !last.isUser && messages.length > 1 ? box.querySelector<HTMLElement>('[part=message]:last-child') : null;
    box.scrollTop = answer ? answer.offsetTop - 12 : box.scrollHeight;
  }, [messages, pending, open]);

  // The page's toasts keep off the card's input while it is open, and off the round button while it is
  // closed (they move to the top edge instead): a toast over the button would hide it and leave it a
  // target too small to press (WCAG 2.5.8).
  useEffect(() => {
    const clear = open ? form.current : launcher.current;
    return clear ? toast.keepClear(clear) : undefined;
  }, [open, toast]);

  const toggle = useCallback((next: boolean) => {
    everToggled.current = true;
    setOpen(next);
  }, []);

  async function send() {
    const question = draft.trim();
    if (!question || pending) return;
    const typed = draft;
    const asked: ChatMessage = { id: messageId(new Date()), content: question, isUser: true, timestamp: new Date() };
    const context: NonNullable<AssistantRequest['context']> = {};
    const where = page ?? (typeof location === 'undefined' ? undefined : location.pathname);
    if (where) context.page = where.slice(0, 200);
    // As the calculators read their state attribute: a known slug (any case, spaces trimmed) is sent; anything else is
    // left out, so a host page's typo costs the answers their default state, not every answer.
    const slug = state?.trim().toLowerCase();
    if (slug && isJurisdictionSlug(slug)) context.jurisdiction = slug;
    const request: AssistantRequest = { message: question, history: historyOf(messages), context };
    setMessages((current) => [...current, asked]);
    setDraft('');
    setPending(true);
    setAnnouncement('');
    try {
      const answer = await api.askAssistant(request);
      if (!mounted.current) return;
      const now = new Date();
      setMessages((current) => [
        ...current,
        { id: messageId(now), content: answer.reply, isUser: false, timestamp: now, sources: answer.sources ?? [], actions: answer.actions ?? [] },
      ]);
      setAnnouncement(`Assistant: ${answer.reply}`);
    } catch (error) {
      if (!mounted.current) return;
      // Spec part 1, section 4: on failure nothing is appended. The question goes back into the box as typed.
      setMessages((current) => current.filter((message) => message !== asked));
      setDraft((current) => (current === '' ? typed : current));
      toast.show(chatFailureToast(error));
      emit('securesplit:error', {
        element: 'securesplit-assistant',
        status: error instanceof ApiError ? error.status : null,
        title: error instanceof ApiError ? (error.problem?.title ?? error.message) : 'The assistant could not be reached',
      });
    } finally {
      if (mounted.current) setPending(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter is a new line; Enter that confirms an input method's composition is neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  function onCardKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      toggle(false);
    }
  }

  const canSend = draft.trim() !== '' && !pending;
  const cardId = `${ids}-card`;
  const titleId = `${ids}-title`;
  const countId = `${ids}-count`;
  return (
    <div className="ss-assistant">
      <button
        ref={launcher}
        type="button"
        className="ss-assistant-launcher"
        part="launcher"
        aria-label={CHAT_TEXT.open}
        aria-expanded={open}
        aria-controls={cardId}
        hidden={open}
        onClick={() => toggle(true)}
      >
        <ChatIcon />
      </button>
      <div id={cardId} role="dialog" aria-modal="false" aria-labelledby={titleId} className="ss-assistant-card" part="assistant-card" hidden={!open} onKeyDown={onCardKeyDown}>
        <div className="ss-assistant-header">
          <h2 id={titleId}>{CHAT_TEXT.title}</h2>
          <button type="button" className="ss-assistant-close" aria-label={CHAT_TEXT.close} onClick={() => toggle(false)}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        {/* Scrolls with the keyboard too (tabindex): the greeting alone has nothing else to focus. */}
        <div ref={list} className="ss-assistant-messages" tabIndex={0} role="region" aria-label="Conversation">
          <ol className="ss-assistant-list">
            {messages.map((message) => (
              <ChatMessageView key={message.id} message={message} />
            ))}
          </ol>
          {pending ? (
            <div className="ss-bubble ss-bubble-thinking" role="status">
              <span className="ss-spinner" aria-hidden="true" />
              {CHAT_TEXT.thinking}
            </div>
          ) : null}
        </div>
        <form ref={form} className="ss-assistant-form" onSubmit={onSubmit} noValidate>
          <label className="ss-visually-hidden" htmlFor={`${ids}-input`}>
            {CHAT_TEXT.inputLabel}
          </label>
          {/* While a question is pending the box and Send are disabled for input but keep the focus (aria-disabled, read-only):
              a truly disabled control would drop the focus to the page and the reader's place with it. */}
          <textarea
            ref={input}
            id={`${ids}-input`}
            name="message"
            className="ss-textarea"
            part="input"
            rows={2}
            maxLength={MAX_MESSAGE_LENGTH}
            placeholder={CHAT_TEXT.placeholder}
            value={draft}
            readOnly={pending}
            aria-disabled={pending}
            aria-describedby={draft.length >= COUNT_FROM ? countId : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button type="submit" className="ss-btn ss-btn-primary" part="send" aria-disabled={!canSend}>
            {CHAT_TEXT.send}
          </button>
        </form>
        {draft.length >= COUNT_FROM ? (
          <p id={countId} className="ss-assistant-count" aria-live="polite">
            {MAX_MESSAGE_LENGTH - draft.length} of {MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters left
          </p>
        ) : null}
        <div className="ss-assistant-footer">
          <p>{CHAT_TEXT.notAdvice}</p>
          {bookingUrl ? (
            <a href={bookingUrl} target="_blank" rel="noopener noreferrer">
              {CHAT_TEXT.consultation}
              <span className="ss-visually-hidden"> {CHAT_TEXT.newTab}</span>
            </a>
          ) : null}
        </div>
      </div>
      <div className="ss-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}

/**
 * `<securesplit-assistant>`: the floating financial assistant (spec part 1, sections 2–5, 8, 9). A round
 * button at the bottom right opens a card with the greeting, the conversation and a box for the
 * question: Enter sends, Shift+Enter starts a new line, Escape closes and the focus returns to the
 * button. Each answer lists its sources and offers its links (a calculator filled with the question's
 * figures; a consultation, in a new tab); new answers are announced to screen readers. Nothing the
 * visitor types leaves the page except the question itself, sent to the API with the conversation so far.
 * @event securesplit:error - detail `{ element, status, title }` when a question could not be answered
 * @csspart launcher, assistant-card, message, sources, action, input, send
 */
export function Assistant(props: AssistantProps) {
  return (
    <WidgetFrame element="securesplit-assistant" label="Financial assistant" className="ss-assistant-root" greetsFirstVisit={false} {...props}>
      <AssistantBody {...props} />
    </WidgetFrame>
  );
}
