import { CHAT_TEXT, ChatIcon, type AssistantProps } from '@securesplit/widgets';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { SCHEDULING_URL } from '../config.js';
import { OPEN_ASSISTANT_EVENT } from './assistant-events.js';
import { useToast } from './Toast.js';

/** Once the page has loaded, the assistant's code waits at most this long for the browser to be idle. */
const IDLE_TIMEOUT_MS = 4000;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(timer);
}

function afterLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') return whenIdle(callback);
  let cancelIdle = () => undefined as void;
  const onLoad = () => {
    cancelIdle = whenIdle(callback);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}

/**
 * The floating assistant on every page, without adding its code to the first visit: a stand-in round
 * button (the same size, place and name, drawn by the site's own CSS) holds its corner, and the
 * assistant's chunk is fetched once the page has loaded and the browser is idle, or at once when the
 * visitor points at, focuses or presses the stand-in. The real button then takes its place; a press
 * made before it arrived opens the card, and a focus on the stand-in moves to the real button.
 */
export function SiteAssistant() {
  const [Loaded, setLoaded] = useState<ComponentType<AssistantProps> | null>(null);
  const standIn = useRef<HTMLButtonElement>(null);
  const loading = useRef<Promise<void> | null>(null);
  const openRequested = useRef(false);
  const handOver = useRef({ open: false, focus: false });
  const toast = useToast();

  function load(): Promise<void> {
    loading.current ??= import('./assistant-chunk.js').then(
      ({ Assistant }) => {
        handOver.current = { open: openRequested.current, focus: document.activeElement === standIn.current };
        setLoaded(() => Assistant);
      },
      (error: unknown) => {
        loading.current = null;
        console.warn('The assistant could not load', error);
        throw error;
      },
    );
    return loading.current;
  }

  useEffect(() => afterLoad(() => void load().catch(() => undefined)), []);

  // The support page's quick help asks for the assistant: press its button (the stand-in's or the real one's).
  useEffect(() => {
    const onOpenRequest = () => {
      const toggle = document.querySelector<HTMLButtonElement>(`button[aria-label="${CHAT_TEXT.open}"]`);
      if (toggle && toggle.getAttribute('aria-expanded') !== 'true') toggle.click();
    };
    window.addEventListener(OPEN_ASSISTANT_EVENT, onOpenRequest);
    return () => window.removeEventListener(OPEN_ASSISTANT_EVENT, onOpenRequest);
  }, []);

  // A press on the stand-in is a request to open it: the focus goes into the card, as a press on the real button does.
  if (Loaded) return <Loaded defaultOpen={handOver.current.open} autoFocus={handOver.current.open || handOver.current.focus} consultationUrl={SCHEDULING_URL} />;

  const prefetch = () => void load().catch(() => undefined);
  const open = () => {
    openRequested.current = true;
    load().catch(() => {
      openRequested.current = false;
      toast({ title: 'The assistant could not load', description: 'Check your connection and press the assistant button again.', variant: 'destructive' });
    });
  };
  return (
    <button ref={standIn} type="button" className="assistant-stand-in" aria-label={CHAT_TEXT.open} aria-expanded="false" onClick={open} onPointerEnter={prefetch} onFocus={prefetch}>
      <ChatIcon />
    </button>
  );
}
