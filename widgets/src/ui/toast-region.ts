import { sharedStyleSheet } from '../runtime/stylesheet.js';
import { pageToaster, type ShownToast, type Toaster } from './toaster.js';

/** The page-level element that shows the page's toasts; one per document. */
export const TOAST_REGION_TAG = 'securesplit-toasts';

/**
 * Its own styles, in its own shadow root, so host-page CSS cannot reach the toast. It sits on the
 * bottom edge, or on the top edge when the bottom would cover a result's headline; small on phones.
 */
const REGION_CSS = `
:host{display:contents}
.ss-toasts{all:initial;position:fixed;z-index:2147483000;left:8px;right:8px;bottom:8px;display:flex;justify-content:center;pointer-events:none;
 font-family:var(--securesplit-font-family,system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif);font-size:15px;line-height:1.35;
 --t-text:var(--securesplit-color-text,#1f2937);--t-bg:var(--securesplit-color-background,#ffffff);--t-border:var(--securesplit-color-border,#6b7280);
 --t-danger:var(--securesplit-color-danger,#b91c1c);--t-success:var(--securesplit-color-success,#15803d);--t-primary:var(--securesplit-color-primary,#1d4ed8)}
.ss-toasts[data-edge=top]{top:8px;bottom:auto}
.ss-toasts:focus-visible{outline:none}
.ss-toasts:focus-visible .ss-toast{outline:3px solid var(--t-primary);outline-offset:2px}
@media (min-width:600px){.ss-toasts{left:auto;right:16px;bottom:16px;justify-content:flex-end}.ss-toasts[data-edge=top]{top:16px;bottom:auto}}
.ss-live{display:contents}
.ss-toast{pointer-events:auto;box-sizing:border-box;width:min(420px,calc(100vw - 16px));display:grid;grid-template-columns:minmax(0,1fr) auto;
 align-items:start;gap:0 6px;padding:6px 6px 8px 12px;border-radius:8px;border:1px solid var(--t-border);border-left:6px solid var(--t-primary);
 background:var(--t-bg);color:var(--t-text);box-shadow:0 4px 16px rgba(0,0,0,.25);overflow-wrap:anywhere}
.ss-toast[data-variant=destructive]{border-left-color:var(--t-danger)}
.ss-toast[data-variant=success]{border-left-color:var(--t-success)}
.ss-toast-title{font-weight:700;padding-top:6px}
.ss-toast-description{grid-column:1/-1;margin:0}
.ss-toast-dismiss{font:inherit;font-size:18px;line-height:1;min-width:44px;min-height:44px;margin:-2px -2px 0 0;padding:0;border:none;background:none;color:inherit;cursor:pointer;border-radius:6px}
.ss-toast-dismiss:focus-visible{outline:3px solid var(--t-primary)}
@media print{.ss-toasts{display:none}}
`;

/** The headline a kept-clear amount belongs to (ResultHeadline's paragraph). */
const RESULT_HEADLINE = '.ss-headline';

type Box = Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>;

function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * Which edge the toast goes on: the bottom unless the toast there would cover a kept-clear box (a
 * result's headline), then the top; if both would, the edge covering less.
 */
export function chooseEdge(toast: Box, currentEdge: 'top' | 'bottom', viewportHeight: number, keptClear: readonly Box[]): 'top' | 'bottom' {
  const height = toast.bottom - toast.top;
  const gap = currentEdge === 'bottom' ? viewportHeight - toast.bottom : toast.top;
  const atBottom = { left: toast.left, right: toast.right, top: viewportHeight - gap - height, bottom: viewportHeight - gap };
  const atTop = { left: toast.left, right: toast.right, top: gap, bottom: gap + height };
  const covered = (place: Box) => keptClear.reduce((sum, box) => sum + overlapArea(place, box), 0);
  const bottom = covered(atBottom);
  if (bottom === 0) return 'bottom';
  const top = covered(atTop);
  return top < bottom ? 'top' : 'bottom';
}

/**
 * The page's open modal dialogs, newest last, and its one region: shared on `globalThis` like the
 * toaster, so every element (and a second copy of the library) sees the same ones. A modal dialog
 * makes the rest of the page inert and covers it with its backdrop; a toast elsewhere would be
 * dimmed, unclickable and unannounced, so the region moves into the newest open modal while there
 * is one (the dialog is in the top layer, and the region's fixed box still sits on the viewport edge).
 */
interface ModalRegistry {
  modals: HTMLDialogElement[];
  listeners: Set<() => void>;
  region: HTMLElement | null;
}

const MODAL_REGISTRY = Symbol.for('securesplit.open-modals.v1');

function modalRegistry(): ModalRegistry {
  const holder = globalThis as typeof globalThis & { [MODAL_REGISTRY]?: ModalRegistry };
  return (holder[MODAL_REGISTRY] ??= { modals: [], listeners: new Set(), region: null });
}

/**
 * Tells the toast region a modal dialog is open (call it after `showModal()`); returns the call that
 * says it closed. While it is the newest open modal, the page's toasts show inside it.
 */
export function trackModal(dialog: HTMLDialogElement): () => void {
  const registry = modalRegistry();
  registry.modals = [...registry.modals.filter((open) => open !== dialog), dialog];
  registry.listeners.forEach((listener) => listener());
  return () => {
    registry.modals = registry.modals.filter((open) => open !== dialog);
    registry.listeners.forEach((listener) => listener());
  };
}

/** Where the region belongs now: inside the newest open modal dialog, else at the end of the body. */
function regionHome(doc: Document): Element | null {
  const modals = modalRegistry().modals.filter((dialog) => dialog.isConnected && dialog.open && dialog.ownerDocument === doc);
  return modals.at(-1) ?? doc.body;
}

function renderToast(toast: ShownToast, toaster: Toaster): HTMLElement {
  const box = document.createElement('div');
  box.className = 'ss-toast';
  box.setAttribute('part', 'toast');
  box.dataset.variant = toast.variant ?? 'default';
  box.setAttribute('role', toast.variant === 'destructive' ? 'alert' : 'status');
  const title = document.createElement('strong');
  title.className = 'ss-toast-title';
  title.textContent = toast.title;
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'ss-toast-dismiss';
  dismiss.setAttribute('aria-label', 'Dismiss notification');
  dismiss.textContent = '✕';
  dismiss.addEventListener('click', () => toaster.dismiss());
  box.append(title, dismiss);
  if (toast.description) {
    const description = document.createElement('p');
    description.className = 'ss-toast-description';
    description.textContent = toast.description;
    box.append(description);
  }
  return box;
}

function defineRegion(): void {
  if (customElements.get(TOAST_REGION_TAG)) return;

  class SecureSplitToasts extends HTMLElement {
    #region: HTMLDivElement;
    #live: HTMLDivElement;
    #toaster = pageToaster();
    #unsubscribe: (() => void) | null = null;
    #stopRelayout: (() => void) | null = null;
    #frame = 0;
    /**
     * The page grows or shrinks when a result appears: the headline may have moved under the toast. The observer
     * reports after layout and before paint, so the toast moves in the same frame (a frame later, it was painted once
     * over a result's headline at 768 px).
     */
    #pageResize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => this.#place());

    constructor() {
      super();
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      try {
        shadow.adoptedStyleSheets = [sharedStyleSheet(REGION_CSS)];
      } catch {
        // Without constructable stylesheets (old engines, jsdom) the toasts show unstyled.
      }
      this.#region = document.createElement('div');
      this.#region.className = 'ss-toasts';
      this.#region.setAttribute('part', 'region');
      this.#region.setAttribute('role', 'region');
      this.#region.setAttribute('aria-label', 'Notifications');
      this.#region.tabIndex = -1;
      this.#region.dataset.edge = 'bottom';
      this.#live = document.createElement('div');
      this.#live.className = 'ss-live';
      this.#live.setAttribute('aria-live', 'polite');
      this.#live.setAttribute('aria-atomic', 'true');
      this.#region.append(this.#live);
      shadow.append(this.#region);
      this.#region.addEventListener('pointerenter', () => this.#toaster.hold());
      this.#region.addEventListener('pointerleave', () => this.#toaster.release());
      this.#region.addEventListener('focusin', () => this.#toaster.hold());
      this.#region.addEventListener('focusout', (event) => {
        if (!this.#region.contains(event.relatedTarget as Node | null)) this.#toaster.release();
      });
    }

    connectedCallback(): void {
      modalRegistry().region = this;
      modalRegistry().listeners.add(this.#rehome);
      this.#unsubscribe?.();
      this.#unsubscribe = this.#toaster.subscribe((toast) => this.#render(toast));
      this.#render(this.#toaster.current());
      this.#stopRelayout?.();
      this.#stopRelayout = this.#toaster.onRelayout(() => this.#place());
      document.addEventListener('keydown', this.#onKeyDown);
      window.addEventListener('scroll', this.#onViewportChange, { capture: true, passive: true });
      window.addEventListener('resize', this.#onViewportChange, { passive: true });
      this.#pageResize?.observe(document.documentElement);
    }

    disconnectedCallback(): void {
      modalRegistry().listeners.delete(this.#rehome);
      // Removed with a dialog (its element unmounted while open): the page keeps its region.
      queueMicrotask(() => {
        if (!this.isConnected && modalRegistry().region === this) regionHome(this.ownerDocument)?.append(this);
      });
      this.#unsubscribe?.();
      this.#unsubscribe = null;
      this.#stopRelayout?.();
      this.#stopRelayout = null;
      document.removeEventListener('keydown', this.#onKeyDown);
      window.removeEventListener('scroll', this.#onViewportChange, { capture: true });
      window.removeEventListener('resize', this.#onViewportChange);
      this.#pageResize?.disconnect();
    }

    /** Moves into the newest open modal dialog, or back to the body; moving re-renders the toast there. */
    #rehome = (): void => {
      const home = regionHome(this.ownerDocument);
      if (home && this.parentNode !== home) home.append(this);
    };

    #render(toast: ShownToast | null): void {
      const focused = this.shadowRoot?.activeElement != null;
      this.#live.replaceChildren(...(toast ? [renderToast(toast, this.#toaster)] : []));
      // Dismissing by keyboard must not drop focus on the page's body: stay in the region.
      if (focused) this.#region.focus();
      this.#place();
      // What raised the toast (a result) may render in the next frame: look again then.
      this.#onViewportChange();
    }

    /** Spec part 1, section 9: F8 moves focus to the notification region. */
    #onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'F8' || !this.#toaster.current()) return;
      event.preventDefault();
      this.#region.focus();
    };

    #onViewportChange = (): void => {
      if (!this.#toaster.current() || this.#frame) return;
      this.#frame = requestAnimationFrame(() => {
        this.#frame = 0;
        this.#place();
      });
    };

    #place(): void {
      const toast = this.#live.firstElementChild;
      if (!toast) return;
      // A result's amount stands in its headline: the whole headline (what the figure is, the figure, who pays) stays
      // clear, not only the figure (issue 33: a toast over the result's words while its amount was clear).
      const kept = this.#toaster
        .keptClear()
        .filter((element) => element.isConnected)
        .map((element) => (element.closest(RESULT_HEADLINE) ?? element).getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      const current = this.#region.dataset.edge === 'top' ? 'top' : 'bottom';
      this.#region.dataset.edge = chooseEdge(toast.getBoundingClientRect(), current, window.innerHeight, kept);
    }
  }

  customElements.define(TOAST_REGION_TAG, SecureSplitToasts);
}

/**
 * Makes sure the page has its one notification region (created on first use, before any message,
 * so screen readers already watch it when the first one arrives) and returns the page's toaster.
 */
export function mountToastRegion(doc: Document = document): Toaster {
  const toaster = pageToaster();
  if (typeof customElements === 'undefined' || !doc.body) return toaster;
  defineRegion();
  // The region may be inside an open dialog's shadow root, where querySelector does not look.
  const region = modalRegistry().region;
  if (!(region?.isConnected && region.ownerDocument === doc) && !doc.querySelector(TOAST_REGION_TAG)) doc.body.append(doc.createElement(TOAST_REGION_TAG));
  return toaster;
}
