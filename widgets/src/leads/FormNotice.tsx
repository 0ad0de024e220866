import type { Toast } from '../ui/toaster.js';

/**
 * A form's message inside its dialog, above its fields: always in the DOM (empty when there is
 * nothing to say) so that screen readers announce each new message as an alert.
 */
export function FormNotice({ notice }: { notice: Toast | null }) {
  return (
    <div className="ss-form-alert" role="alert" aria-atomic="true">
      {notice ? (
        <>
          <strong>{notice.title}</strong> {notice.description ? <span>{notice.description}</span> : null}
        </>
      ) : null}
    </div>
  );
}
