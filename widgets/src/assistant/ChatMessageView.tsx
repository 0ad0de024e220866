import { useWidget } from '../runtime/context.js';
import { formatIsoDate } from '../ui/format.js';
import type { AssistantAction, AssistantSource } from './contract.js';
import { actionLink, webAddress, type ChatMessage } from './conversation.js';
import { CHAT_TEXT } from './text.js';

function NewTabHint() {
  return <span className="ss-visually-hidden"> {CHAT_TEXT.newTab}</span>;
}

function Source({ source }: { source: AssistantSource }) {
  const url = webAddress(source.url);
  const meta = [source.citation, source.effectiveDate ? `effective ${formatIsoDate(source.effectiveDate)}` : undefined].filter(Boolean).join(', ');
  return (
    <li>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {source.title}
          <NewTabHint />
        </a>
      ) : (
        source.title
      )}
      {meta ? <span className="ss-assistant-source-meta"> — {meta}</span> : null}
    </li>
  );
}

function Action({ action }: { action: AssistantAction }) {
  const { apiBase } = useWidget();
  const link = actionLink(action, apiBase, typeof location === 'undefined' ? '' : location.origin);
  if (!link) return null;
  return (
    <a className="ss-btn" part="action" href={link.href} data-action={action.type} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {action.label}
      {link.newTab ? <NewTabHint /> : null}
    </a>
  );
}

/**
 * One message of the conversation. The text is put in as text (never parsed as HTML) and keeps its
 * line breaks; an answer lists its sources under it and offers its actions as links.
 */
export function ChatMessageView({ message }: { message: ChatMessage }) {
  const sources = message.sources ?? [];
  const actions = message.actions ?? [];
  return (
    <li className="ss-bubble" part="message" data-from={message.isUser ? 'user' : 'assistant'}>
      <span className="ss-visually-hidden">{message.isUser ? 'You said:' : 'Assistant:'}</span>
      <p className="ss-bubble-text">{message.content}</p>
      {sources.length > 0 ? (
        <div className="ss-assistant-sources" part="sources">
          <h3>Sources</h3>
          <ul>
            {sources.map((source, index) => (
              <Source key={index} source={source} />
            ))}
          </ul>
        </div>
      ) : null}
      {actions.length > 0 ? (
        <div className="ss-assistant-actions">
          {actions.map((action, index) => (
            <Action key={index} action={action} />
          ))}
        </div>
      ) : null}
    </li>
  );
}
