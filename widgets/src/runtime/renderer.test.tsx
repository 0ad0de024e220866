import { createElement } from 'react';
import { expect, it } from 'vitest';

it('runs on the renderer its test project names: preact/compat in widgets-preact (as the embed), React otherwise', ({ task }) => {
  // Preact's vnodes carry `constructor: undefined` as their own property (its guard against JSON-injected vnodes); React's elements do not.
  const element = createElement('div') as unknown as object;
  const renderer = Object.prototype.hasOwnProperty.call(element, 'constructor') ? 'preact' : 'react';
  expect(renderer).toBe(task.file.projectName === 'widgets-preact' ? 'preact' : 'react');
});
