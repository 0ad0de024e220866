import { fireEvent } from '@testing-library/react';

/**
 * Setup for the component tests on preact/compat (vitest.preact.config.ts). A person editing a text
 * field makes the browser fire `input` (each keystroke) and then `change`; React's onChange answers
 * either, preact/compat's answers `input` (it registers onChange of text fields as oninput). Testing
 * Library's fireEvent.change fires `change` alone, so here it fires `input` first, as a browser does.
 * Checkboxes, radios, files and selects fire `change` alone in a browser too, and are left as they are.
 */
const fireChange = fireEvent.change;
const isTextField = (node: unknown) =>
  node instanceof HTMLTextAreaElement || (node instanceof HTMLInputElement && !/^(checkbox|radio|file)$/.test(node.type));

fireEvent.change = (node, init) => {
  if (!isTextField(node)) return fireChange(node, init);
  fireEvent.input(node, init);
  return fireChange(node);
};
