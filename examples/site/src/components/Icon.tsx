import { useId } from 'react';

/**
 * Drawn icons (inline SVG, currentColor): an emoji such as 🔒 depends on the reader's fonts, and where they lack
 * it the link began with an empty box (issue 33 §6, 360 px). `label` is the text alternative; without one the
 * icon is decoration and hidden from assistive technology.
 */
const PATHS = {
  lock: 'M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1zm2 0h6V7a3 3 0 0 0-6 0v3zm3 4a1.5 1.5 0 0 0-1 2.6V18h2v-1.4a1.5 1.5 0 0 0-1-2.6z',
  calculator: 'M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm1 3v4h10V5H7zm0 7v2h2v-2H7zm4 0v2h2v-2h-2zm4 0v2h2v-2h-2zm-8 4v2h2v-2H7zm4 0v2h2v-2h-2zm4 0v2h2v-2h-2z',
  people: 'M9 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8zm7.5 0a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM2 20c0-3.3 3.1-6 7-6s7 2.7 7 6v1H2v-1zm15.5-5.9c2.6.4 4.5 2.4 4.5 4.9v2h-4v-1c0-2.3-.9-4.3-2.4-5.7.6-.1 1.2-.2 1.9-.2z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, label }: { name: IconName; label?: string }) {
  const titleId = useId();
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      focusable="false"
      {...(label ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
    >
      {label ? <title id={titleId}>{label}</title> : null}
      <path fillRule="evenodd" d={PATHS[name]} />
    </svg>
  );
}
