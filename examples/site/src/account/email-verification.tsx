import './email-verification.css';
import { useCallback, useState } from 'react';
import { AccountProblem, accountRequest, useAuth, type VerificationMail } from './auth.js';

/** What the last "send a new link" said: sent (or already verified), refused (the hourly limit), or failed. */
type ResendOutcome = { kind: 'sent'; message: string } | { kind: 'refused'; message: string } | null;

/**
 * `POST /api/v1/account/email-verification`: mails the signed-in account a new verification link. The
 * server limits it per address (a few an hour) and its 429 says how; that sentence is shown as it is.
 */
export function useResendVerification(): { resend(): Promise<void>; busy: boolean; outcome: ResendOutcome } {
  const { refresh } = useAuth();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome>(null);
  const resend = useCallback(async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await accountRequest<{ message: string }>('POST', '/api/v1/account/email-verification');
      setOutcome({ kind: 'sent', message: answer.message });
    } catch (error) {
      const message =
        error instanceof AccountProblem && error.status !== 0 && error.status !== 500
          ? error.message
          : 'We could not send a new link just now. Please try again in a moment.';
      setOutcome({ kind: 'refused', message });
    } finally {
      setBusy(false);
      // The account's verificationMail now says what was sent, or until when the limits hold a link back.
      void refresh();
    }
  }, [refresh]);
  return { resend, busy, outcome };
}

/** The resend button and what it answered (announced: a status when sent, an alert when refused). */
export function ResendVerification({ label = 'Send a new link' }: { label?: string }) {
  const { resend, busy, outcome } = useResendVerification();
  return (
    <>
      <p className="verify-actions">
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => void resend()}>
          {busy ? 'Sending...' : label}
        </button>
      </p>
      <p role="status" className="verify-outcome">
        {outcome?.kind === 'sent' ? outcome.message : ''}
      </p>
      {outcome?.kind === 'refused' && (
        <p role="alert" className="field-error">
          {outcome.message}
        </p>
      )}
    </>
  );
}

/** "14:05": when a link may be asked for, on the reader's clock. */
const clockTime = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * What is true about the verification link, as one or two sentences: that we sent it to `email` (only
 * when we did), or that none went out yet because of the hourly limits, and when one may be asked for.
 * `mail` undefined: not known (the account is still loading), so nothing is claimed either way.
 */
export function VerificationMailSentence({ email, mail }: { email: string | null; mail: VerificationMail | null | undefined }) {
  const address = email ? (
    <>
      {' '}
      to <strong className="verify-email-address">{email}</strong>
    </>
  ) : null;
  const later = mail?.nextLinkAt ? clockTime(mail.nextLinkAt) : null;
  if (!mail) return <>Verify your email{address} with the link in our verification email; if you have none, ask for one below.</>;
  if (mail.sentAt === null) {
    // Which limit held the sign-up's mail back is not kept; the one holding the next link back is known.
    const why =
      mail.limitedBy === 'address'
        ? 'too many verification emails went to this address in the last hour'
        : 'too many verification emails were asked for from your network (an office or a shared connection) in the last hour';
    return (
      <>
        We couldn’t send your verification link{address} yet: {why}.{' '}
        {later ? `You can ask for one at ${later}.` : 'Ask for it with the button below.'}
      </>
    );
  }
  return (
    <>
      We sent a link{address}. Open it to confirm this address is yours.
      {later ? ` You can ask for a new link at ${later}.` : ''}
    </>
  );
}

/** The resend button's words: "Send the link" while none was sent, "Send a new link" after. */
export const resendLabel = (mail: VerificationMail | null | undefined) => (mail && mail.sentAt === null ? 'Send the link' : 'Send a new link');

/**
 * The account page's "Verify your email" card, shown until the owner opens the link mailed at sign-up:
 * what waits on it (the free premium calculations, and what was sent to us under the address before the
 * account existed) and a way to get a new link.
 */
export function VerifyEmailNotice({
  email,
  mail,
  fullAccess,
  headingId = 'verify-email-heading',
}: {
  email: string;
  mail: VerificationMail | null;
  fullAccess: boolean;
  headingId?: string;
}) {
  const sent = mail?.sentAt !== null;
  return (
    <section className="card verify-email-notice" aria-labelledby={headingId}>
      <h2 id={headingId}>Verify your email</h2>
      <p className="verify-mail-state">
        <VerificationMailSentence email={email} mail={mail} />
      </p>
      <p>
        Until you verify it{fullAccess ? ',' : ', your free premium calculations stay locked, and'} your account does not include anything sent
        to us under this address before you signed up.
      </p>
      {sent && <p>No email? Check your spam folder, or ask for a new link if the old one has expired (each link works once).</p>}
      <ResendVerification label={resendLabel(mail)} />
    </section>
  );
}
