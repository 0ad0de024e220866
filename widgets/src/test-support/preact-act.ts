import { setImmediate as nextTask } from 'node:timers';
import { options } from 'preact';
import { act as preactAct } from 'preact/test-utils';

/**
 * `act` for the component tests on preact/compat (vitest.preact.config.ts answers
 * react-dom/test-utils with this module), doing what React's does with an async callback: React
 * waits a task after the callback settles and renders what the promises the callback started have
 * changed meanwhile (a fetch answered, a signal set), running those renders' effects too; Preact's act
 * renders once, when the callback settles. So after an async callback this waits a task too, then
 * renders what is pending and runs the effects of what rendered during the wait.
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
  return settled.then(waitATaskHoldingEffects).then((effects) => preactAct(() => effects.forEach((run) => run())));
}

/**
 * Waits a task. A render in it schedules its effects for after the next frame (Preact's requestAnimationFrame
 * option, else a real frame and up to 35 ms later): this holds them instead, for the caller to run inside act,
 * so a state an effect sets (a result's announcement, say) is rendered before act resolves, as on React.
 */
async function waitATaskHoldingEffects(): Promise<Array<() => void>> {
  const held: Array<() => void> = [];
  const previous = options.requestAnimationFrame;
  options.requestAnimationFrame = (run) => {
    held.push(run);
  };
  try {
    await new Promise<void>((resolve) => nextTask(resolve));
  } finally {
    options.requestAnimationFrame = previous;
  }
  return held;
}
