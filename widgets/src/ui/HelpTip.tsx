import { useId, useState } from 'react';
import { useSay } from '../runtime/i18n.js';

/** A "?" button whose explanation shows on hover, on focus, and toggles on click (touch). Escape hides it. */
export function HelpTip({ topic, text }: { topic: string; text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const say = useSay();
  return (
    <span className="ss-tip" data-open={open}>
      <button
        type="button"
        className="ss-tip-button"
        aria-label={say('help.about', `About ${topic}`, { topic })}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        onBlur={() => setOpen(false)}
      >
        ?
      </button>
      <span role="tooltip" id={id} className="ss-tip-text">
        {text}
      </span>
    </span>
  );
}
