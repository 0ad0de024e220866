import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { reserveCss } from '../elements/registry.js';
import { parseAttribute, toKebabCase, type PropDeclarations } from './attributes.js';
import type { WidgetCommonProps } from './context.js';
import { dispatchWidgetEvent } from './events.js';
import { adoptStyles } from './stylesheet.js';

/** What defineWidget needs to register a component as a custom element. */
export interface WidgetDefinition<P extends WidgetCommonProps> {
  /** The custom element name, `securesplit-...`. */
  tag: string;
  /** The React component the element renders; it receives the props and an `onEvent` callback. */
  component: ComponentType<P>;
  /** Props beyond the common ones (apiBase, state, partner, theme, save), by camelCase name. */
  props?: PropDeclarations;
  /** CSS texts adopted into the shadow root, each built once per page. */
  styles: readonly string[];
  /** Height the element reserves before its content arrives (one and two columns), so the host page does not shift. */
  reserveHeight: { narrow: number; wide: number };
}

// `save` is read as text: only `save="false"` keeps the figures on the device (an absent attribute must not).
const COMMON_PROPS: PropDeclarations = { apiBase: 'string', state: 'string', partner: 'string', theme: 'string', save: 'string' };

/**
 * Turns a React component into a custom element: an open shadow root with the widget's shared
 * stylesheets, one React root per element, attributes mirrored by properties, and the component's
 * events re-dispatched on the element. Unmounting waits a microtask after disconnection so that
 * moving the element (disconnect then connect in the same task) keeps its state.
 * Defining the same tag twice returns the first class (including the script twice is harmless).
 */
export function defineWidget<P extends WidgetCommonProps>(definition: WidgetDefinition<P>): CustomElementConstructor {
  const existing = customElements.get(definition.tag);
  if (existing) return existing;

  const declarations: PropDeclarations = { ...COMMON_PROPS, ...definition.props };
  const byAttribute = new Map(Object.entries(declarations).map(([name, kind]) => [toKebabCase(name), { name, kind }]));
  const hostCss = `${reserveCss(':host', definition.reserveHeight)}:host([hidden]){display:none}`;
  const styles = [hostCss, ...definition.styles];

  class SecureSplitElement extends HTMLElement {
    static observedAttributes = [...byAttribute.keys()];

    #props: Record<string, unknown> = {};
    #root: Root | null = null;
    #mountPoint: HTMLDivElement | null = null;
    #connections = 0;

    constructor() {
      super();
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      adoptStyles(shadow, styles);
    }

    connectedCallback(): void {
      this.#connections += 1;
      this.#upgradeProperties();
      if (!this.#root) {
        this.#mountPoint = document.createElement('div');
        this.shadowRoot!.append(this.#mountPoint);
        this.#root = createRoot(this.#mountPoint);
      }
      this.#render();
    }

    disconnectedCallback(): void {
      const connection = this.#connections;
      queueMicrotask(() => {
        if (this.isConnected || connection !== this.#connections) return;
        this.#root?.unmount();
        this.#root = null;
        this.#mountPoint?.remove();
        this.#mountPoint = null;
      });
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      const declaration = byAttribute.get(attribute);
      if (!declaration) return;
      this.#props[declaration.name] = parseAttribute(declaration.kind, value);
      this.#render();
    }

    /** A property set before the element was defined shadows the accessor; re-apply it through the accessor. */
    #upgradeProperties(): void {
      for (const name of Object.keys(declarations)) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
    }

    setProp(name: string, value: unknown): void {
      this.#props[name] = value;
      this.#render();
    }

    getProp(name: string): unknown {
      return this.#props[name];
    }

    #render(): void {
      if (!this.#root) return;
      const props = {
        ...this.#props,
        onEvent: (type: Parameters<typeof dispatchWidgetEvent>[1], detail: never) => dispatchWidgetEvent(this, type, detail),
      } as unknown as P;
      this.#root.render(createElement(definition.component, props));
    }
  }

  for (const name of Object.keys(declarations)) {
    Object.defineProperty(SecureSplitElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: SecureSplitElement) {
        return this.getProp(name);
      },
      set(this: SecureSplitElement, value: unknown) {
        this.setProp(name, value);
      },
    });
  }

  customElements.define(definition.tag, SecureSplitElement);
  return SecureSplitElement;
}
