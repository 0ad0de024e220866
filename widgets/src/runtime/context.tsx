import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../api/client.js';
import { createEncouragementStore, ENCOURAGEMENT_DEFAULT_MS, type EncouragementStore } from '../shared/encouragement.js';
import { mountToastRegion } from '../ui/toast-region.js';
import { pageToaster, type Toaster } from '../ui/toaster.js';
import type { WidgetEmitter, WidgetEventMap, WidgetEventType } from './events.js';
import { afterPageScripts } from './page-scripts.js';

/** The colour scheme a widget uses. */
export type Theme = 'light' | 'dark' | 'auto';

/** Props every widget accepts, as attributes on the element or as React props. */
export interface WidgetCommonProps {
  /** Origin (and optional path prefix) that serves `/api/v1`. Default: where the script came from. */
  apiBase?: string;
  /** Preselected jurisdiction, as a lowercase slug such as `new-york`. */
  state?: string;
  /** Source tag added to every lead this widget submits, for example the partner's name. */
  partner?: string;
  /** Colour scheme: light (default), dark, or auto (follows the visitor's system setting). */
  theme?: Theme;
  /** Receives the same events the custom element dispatches. */
  onEvent?: (type: WidgetEventType, detail: WidgetEventMap[WidgetEventType]) => void;
  /**
   * The results panel's priority-review mode (React only): when set, child support, alimony and budget
   * results offer the $99 Priority CDFA review, and pressing it calls this (the host starts its
   * checkout; the button shows Processing... until the promise settles, and the host reports failures).
   */
  onPriorityReview?: () => Promise<void>;
}

export interface WidgetContextValue {
  api: ApiClient;
  /** The origin (and path prefix) the API client calls; '' for the page's own origin. */
  apiBase: string;
  emit: WidgetEmitter;
  partner: string | undefined;
  element: string;
  /** The page's one toaster, shared with every other widget on the page (and the site). */
  toast: Toaster;
  encouragement: EncouragementStore;
  /** Set in the results panel's priority-review mode (see WidgetCommonProps). */
  onPriorityReview: (() => Promise<void>) | undefined;
}

const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('A SecureSplit widget part was rendered outside its WidgetFrame');
  return value;
}

/** The script-tag build sets this to the origin the element chunk came from. */
let defaultApiBase = '';
export function setDefaultApiBase(base: string): void {
  defaultApiBase = base;
}

/** The first-visit greeting shows once per page, however many widgets it embeds. */
let greeted = false;
function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function normaliseTheme(theme: string | undefined): Theme {
  return theme === 'dark' || theme === 'auto' ? theme : 'light';
}

interface WidgetFrameProps extends WidgetCommonProps {
  element: string;
  /** Accessible name of the widget's region. */
  label: string;
  /** A class added to the root beside `ss-root` (the floating assistant's root takes no room in the page). */
  className?: string;
  /**
   * Whether mounting this widget may show the first-visit greeting (default true). The assistant,
   * which sits on every page, leaves it to the calculators it was written for.
   */
  greetsFirstVisit?: boolean;
  children: ReactNode;
}

/**
 * The root of every widget: the themed container (`part="root"`), the API client and the event
 * emitter. `securesplit:ready` fires once per mount, so moving an element does not repeat it, and not
 * before the page's deferred scripts have run.
 */
export function WidgetFrame({ element, label, className, greetsFirstVisit = true, apiBase, partner, theme, onEvent, onPriorityReview, children }: WidgetFrameProps) {
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  const base = apiBase ?? defaultApiBase;
  const toast = pageToaster();
  const encouragement = useMemo(() => createEncouragementStore(), []);
  const value = useMemo<WidgetContextValue>(
    () => ({
      api: createApiClient(base),
      apiBase: base,
      emit: (type, detail) => onEventRef.current?.(type, detail),
      partner,
      element,
      toast,
      encouragement,
      onPriorityReview,
    }),
    [base, partner, element, toast, encouragement, onPriorityReview],
  );
  // A host page often listens in a deferred script, which may run after we render: announce after it.
  useEffect(() => afterPageScripts(() => onEventRef.current?.('securesplit:ready', { element })), [element]);
  useEffect(() => {
    mountToastRegion();
  }, []);
  // Encouragement waits its turn in the page's one toast queue instead of stacking beside it.
  useEffect(
    () =>
      encouragement.current.subscribe((message) => {
        if (message) toast.show({ title: message.message, durationMs: message.duration ?? ENCOURAGEMENT_DEFAULT_MS });
      }),
    [encouragement, toast],
  );
  useEffect(() => {
    if (greetsFirstVisit && !greeted) {
      greeted = true;
      encouragement.greetFirstVisit(browserStorage());
    }
    return () => encouragement.dispose();
  }, [encouragement, greetsFirstVisit]);
  return (
    <WidgetContext.Provider value={value}>
      <section className={className ? `ss-root ${className}` : 'ss-root'} data-theme={normaliseTheme(theme)} part="root" aria-label={label}>
        {children}
      </section>
    </WidgetContext.Provider>
  );
}
