import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAttribute, toKebabCase } from './attributes.js';
import type { WidgetCommonProps } from './context.js';
import { defineWidget } from './define-widget.js';

interface ProbeProps extends WidgetCommonProps {
  greeting?: string;
  count?: number;
}

/** A tiny component that shows its props, keeps local state, and emits an event on click. */
function Probe({ greeting, count, state, onEvent }: ProbeProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        setClicks(clicks + 1);
        onEvent?.('securesplit:lead-submitted', { form: 'probe', source: 'test' });
      }}
    >
      {greeting ?? 'none'}|{String(count)}|{state ?? 'no-state'}|{clicks}
    </button>
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
let counter = 0;
function defineProbe(): string {
  const tag = `securesplit-probe-${++counter}`;
  defineWidget<ProbeProps>({ tag, component: Probe, props: { greeting: 'string', count: 'number' }, styles: ['.probe{color:red}'], reserveHeight: { narrow: 10, wide: 10 } });
  return tag;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('attributes', () => {
  it('spells camelCase properties as kebab-case attributes', () => {
    expect(toKebabCase('apiBase')).toBe('api-base');
    expect(toKebabCase('schedulingUrl')).toBe('scheduling-url');
  });

  it('parses attribute text by kind', () => {
    expect(parseAttribute('number', '3')).toBe(3);
    expect(parseAttribute('number', 'x')).toBeUndefined();
    expect(parseAttribute('boolean', '')).toBe(true);
    expect(parseAttribute('boolean', null)).toBe(false);
    expect(parseAttribute('string', null)).toBeUndefined();
  });
});

describe('defineWidget', () => {
  it('renders into an open shadow root and maps attributes and properties to props', async () => {
    const tag = defineProbe();
    const element = document.createElement(tag) as HTMLElement & { greeting?: string; count?: number; state?: string };
    element.setAttribute('greeting', 'hello');
    element.setAttribute('api-base', 'https://api.example');
    document.body.append(element);
    await settle();
    const button = () => element.shadowRoot!.querySelector('button')!;
    expect(element.shadowRoot).not.toBeNull();
    expect(button().textContent).toBe('hello|undefined|no-state|0');
    element.count = 4;
    element.state = 'ohio';
    await settle();
    expect(button().textContent).toBe('hello|4|ohio|0');
    expect(element.greeting).toBe('hello');
    expect(element.querySelector('*')).toBeNull();
  });

  it('dispatches events that bubble out of the shadow root', async () => {
    const tag = defineProbe();
    const element = document.createElement(tag);
    document.body.append(element);
    await settle();
    const heard: CustomEvent[] = [];
    document.addEventListener('securesplit:lead-submitted', (event) => heard.push(event as CustomEvent));
    element.shadowRoot!.querySelector('button')!.click();
    await settle();
    expect(heard).toHaveLength(1);
    expect(heard[0]!.bubbles && heard[0]!.composed).toBe(true);
    expect(heard[0]!.target).toBe(element);
    expect(heard[0]!.detail).toEqual({ form: 'probe', source: 'test' });
  });

  it('keeps state when moved, and unmounts when removed', async () => {
    const tag = defineProbe();
    const element = document.createElement(tag);
    const other = document.createElement('div');
    document.body.append(element, other);
    await settle();
    element.shadowRoot!.querySelector('button')!.click();
    await settle();
    other.append(element);
    await settle();
    expect(element.shadowRoot!.querySelector('button')!.textContent).toBe('none|undefined|no-state|1');
    element.remove();
    await settle();
    expect(element.shadowRoot!.querySelector('button')).toBeNull();
  });

  it('shares one constructed stylesheet among all instances and defines a tag once', async () => {
    const tag = defineProbe();
    const [a, b] = [document.createElement(tag), document.createElement(tag)];
    document.body.append(a, b);
    await settle();
    const sheetsA = a.shadowRoot!.adoptedStyleSheets;
    const sheetsB = b.shadowRoot!.adoptedStyleSheets;
    expect(sheetsA.length).toBeGreaterThan(0);
    expect(sheetsA.every((sheet, index) => sheet === sheetsB[index])).toBe(true);
    const again = defineWidget<ProbeProps>({ tag, component: Probe, styles: [], reserveHeight: { narrow: 1, wide: 1 } });
    expect(again).toBe(customElements.get(tag));
  });
});
