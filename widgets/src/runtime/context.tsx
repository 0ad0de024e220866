import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../api/client.js';
import { onDeviceApiClient } from '../api/on-device-client.js';
import { createEncouragementStore, ENCOURAGEMENT_DEFAULT_MS, type EncouragementStore } from '../shared/encouragement.js';
import { mountToastRegion } from '../ui/toast-region.js';
import { pageToaster, type Toaster } from '../ui/toaster.js';
import type { WidgetEmitter, WidgetEventMap, WidgetEventType } from './events.js';
import { useOptionalI18n } from './i18n.js';
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
  /**
   * `false` (the attribute `save="false"`): the figures never leave the device. The free calculators, the parenting
   * schedule and "What moves the amount" compute in the browser, nothing is stored, and what would send figures
   * to the server (the worksheet PDF) is not offered. Default: computed and stored by the API.
   */
  save?: boolean | 'true' | 'false';
  /** Receives the same events the custom element dispatches. */
  onEvent?: (type: WidgetEventType, detail: WidgetEventMap[WidgetEventType]) => void;
  /**
   * The results panel's priority-review mode (React only): when set, child support, alimony and budget
   * results offer the $99 Priority CDFA review, and pressing it calls this (the host starts its
   * checkout; the button shows Processing... until the promise settles, and the host reports failures).
   */
  onPriorityReview?: () => Promise<void>;
  /**
   * React only: when set, a free calculator's result offers "Save as scenario", and pressing it calls this with the
   * calculator, the input the result was computed from and the result (the host asks for a name and keeps it).
   */
  onSaveScenario?: (scenario: ScenarioCandidate) => void;
}

/** A result offered to be kept as a named scenario (issue 31 §3). */
export interface ScenarioCandidate {
  /** The calculator: child-support, alimony or budget. */
  calculator: string;
  /** The input the result was computed from: the calculator's request body. */
  input: Readonly<Record<string, unknown>>;
  /** The result shown. */
  result: unknown;
}

export interface WidgetContextValue {
  api: ApiClient;
  /** The origin (and path prefix) the API client calls; '' for the page's own origin. */
  apiBase: string;
  /** `save="false"`: results are computed on the device and no request may carry the figures. */
  figuresStayOnDevice: boolean;
  emit: WidgetEmitter;
  partner: string | undefined;
  element: string;
  /** The page's one toaster, shared with every other widget on the page (and the site). */
  toast: Toaster;
  encouragement: EncouragementStore;
  /** Set in the results panel's priority-review mode (see WidgetCommonProps). */
  onPriorityReview: (() => Promise<void>) | undefined;
  /** Set when the host keeps scenarios (see WidgetCommonProps). */
  onSaveScenario: ((scenario: ScenarioCandidate) => void) | undefined;
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
export function WidgetFrame({ element, label, className, greetsFirstVisit = true, apiBase, partner, theme, save, onEvent, onPriorityReview, onSaveScenario, children }: WidgetFrameProps) {
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  const base = apiBase ?? defaultApiBase;
  // A converted widget's language (issue 27): the API answers its problems and field errors in it too.
  const language = useOptionalI18n()?.locale;
  const clientOptions = language ? { locale: language } : {};
  const figuresStayOnDevice = save === false || save === 'false';
  const toast = pageToaster();
  const encouragement = useMemo(() => createEncouragementStore(), []);
  const value = useMemo<WidgetContextValue>(
    () => ({
      api: figuresStayOnDevice ? onDeviceApiClient(createApiClient(base, undefined, clientOptions)) : createApiClient(base, undefined, clientOptions),
      apiBase: base,
      figuresStayOnDevice,
      emit: (type, detail) => onEventRef.current?.(type, detail),
      partner,
      element,
      toast,
      encouragement,
      onPriorityReview,
      onSaveScenario,
    }),
    [base, language, figuresStayOnDevice, partner, element, toast, encouragement, onPriorityReview, onSaveScenario],
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
    // The greeting is English only for now: a reader in another language is spared it (issue 27).
    if (greetsFirstVisit && !greeted && (language ?? 'en') === 'en') {
      greeted = true;
      encouragement.greetFirstVisit(browserStorage());
    }
    return () => encouragement.dispose();
  }, [encouragement, greetsFirstVisit, language]);
  return (
    <WidgetContext.Provider value={value}>
      <section className={className ? `ss-root ${className}` : 'ss-root'} data-theme={normaliseTheme(theme)} part="root" aria-label={label}>
        {children}
      </section>
    </WidgetContext.Provider>
  );
}
