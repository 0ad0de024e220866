import { setImmediate as nextTask } from 'node:timers';
import { act as preactAct } from 'preact/test-utils';

/**
 * `act` for the component tests on preact/compat (vitest.preact.config.ts answers
 * react-dom/test-utils with this module), doing what React's does with an async callback: React
 * waits a task after the callback settles and renders what the promises the callback started have
 * changed meanwhile (a fetch answered, a signal set); Preact's act renders once, when the callback
 * settles. So after an async callback this waits a task too, then renders what is pending.
 * node:timers' setImmediate is the real one even while a test fakes the global timers.
 */
export function act(callback: () => unknown): Promise<void> {
  let returnedPromise = false;
  const settled = preactAct(() => {
    const result = callback();
    if (result instanceof Promise) returnedPromise = true;
    return result as void | Promise<void>;
  });
  if (!returnedPromise) return settled;
  return settled.then(() => new Promise<void>((resolve) => nextTask(resolve))).then(() => preactAct(() => undefined));
}
