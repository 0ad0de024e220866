import { Fragment, type ReactNode } from 'react';

/**
 * A message whose `[[...]]` spans are links (or other elements): the nth span is passed to `parts[n]` with the
 * translated words inside it, so a translation can move a link within its sentence.
 */
export function richText(message: string, parts: readonly ((words: string) => ReactNode)[]): ReactNode {
  const pieces = message.split(/\[\[(.+?)\]\]/);
  return pieces.map((piece, index) => (
    // Odd pieces are the spans' words, in order.
    <Fragment key={index}>{index % 2 === 1 ? (parts[(index - 1) / 2]?.(piece) ?? piece) : piece}</Fragment>
  ));
}
