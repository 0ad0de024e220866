import type { MouseEvent } from 'react';

/**
 * The form's messages in one list by the submit button, each a link to its field (a long form's first
 * wrong field may be far above). `labelOf` names a field for the list (`vehicles.0.value` → "Vehicle 1
 * value"); a message whose field is not on the form is listed as text.
 */
export function ErrorSummary({ errors, labelOf }: { errors: Readonly<Record<string, string | undefined>>; labelOf(path: string): string }) {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const goTo = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const form = event.currentTarget.closest('form');
    const field = form?.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  };
  return (
    <div className="ss-form-alert" role="alert">
      {entries.length > 0 ? (
        <>
          <strong>{entries.length === 1 ? 'Please correct 1 field' : `Please correct ${entries.length} fields`}</strong>
          <ul className="ss-list">
            {entries.map(([path, message]) => (
              <li key={path}>
                <a href={`#${path}`} onClick={goTo(path)}>
                  {labelOf(path)}: {message}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
