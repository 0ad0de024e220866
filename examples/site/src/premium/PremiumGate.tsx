import type { WidgetEventMap, WidgetEventType } from '@securesplit/widgets';
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useAuth, type VerificationMail } from '../account/auth.js';
import { ResendVerification, resendLabel, VerificationMailSentence } from '../account/email-verification.js';
import { useReopenedPremiumInput, type PremiumCalculationType } from '../account/reopen.js';
import { Link } from '../router.js';
import { calculationAccess, remainingText, type CalculationAccess, type PremiumAccess } from './access.js';
import type { PremiumCalculatorPage } from './calculators.js';
import { usePremiumAccess } from './use-premium-access.js';

/** What the page hands a premium calculator (a widget's React component): where its events go. */
export interface PremiumCalculatorProps {
  onEvent?: (type: WidgetEventType, detail: WidgetEventMap[WidgetEventType]) => void;
  /** A stored calculation's input the form starts filled with (the dashboard's "Open", `?reopen=<id>`). */
  initialInput?: Readonly<Record<string, unknown>>;
  /** The gate's access line says how many free calculations remain, so the calculator leaves out its own. */
  hideFreeCalculationsLeft?: boolean;
}

interface PremiumGateProps {
  page: PremiumCalculatorPage;
  /** The calculator: a widget's React component. */
  Calculator: ComponentType<PremiumCalculatorProps>;
  /** Shown under the description whatever the access (the consumer-only note, the tax disclaimer). */
  notes?: ReactNode;
  /** The calculation type this page reopens from the history (`?reopen=<id>`). */
  reopenType: PremiumCalculationType;
}

/** Who may use the calculator now: the server's answer, then each result's `access` and refusals. */
type Standing =
  | { kind: 'signed-out'; perMonth: number }
  | { kind: 'full' }
  | { kind: 'free'; remaining: number; perMonth: number }
  /** A free account whose email is not verified: the free calculations wait for the mailed link. */
  | { kind: 'unverified'; email: string | null; mail: VerificationMail | null | undefined; remaining: number; perMonth: number };

function standingOf(
  access: PremiumAccess,
  live: CalculationAccess | null,
  account: { email: string; verificationMail: VerificationMail | null } | null | undefined,
  refusedUnverified: boolean,
): Standing {
  const perMonth = access.freeCalculationsPerMonth;
  if (live?.kind === 'full') return { kind: 'full' };
  if (live?.kind === 'free') return { kind: 'free', remaining: live.freeCalculationsRemaining ?? 0, perMonth };
  if (access.kind === 'full') return { kind: 'full' };
  if (access.kind === 'free' && (access.emailVerificationRequired || refusedUnverified)) {
    const email = account?.email ?? null;
    return { kind: 'unverified', email, mail: account?.verificationMail, remaining: access.freeCalculationsRemaining ?? 0, perMonth };
  }
  if (access.kind === 'free') return { kind: 'free', remaining: access.freeCalculationsRemaining ?? 0, perMonth };
  // 'none': signed out (a signed-in person with no access at all is offered the plans).
  return access.signedIn ? { kind: 'free', remaining: 0, perMonth } : { kind: 'signed-out', perMonth };
}

/** The title of the server's 403 for a free account whose email is not verified (premium/access.ts). */
const EMAIL_VERIFICATION_REQUIRED_TITLE = 'Email verification required';

const opens = (standing: Standing) => standing.kind === 'full' || (standing.kind === 'free' && standing.remaining > 0);

/**
 * The unlock gate (spec part 2, section 1; issue 13): the calculator's name, description and the
 * "Premium Calculator" badge always; the calculator itself once the server says this person may use
 * it (premium, or a free account with free calculations left this month). Once open it stays for the
 * page's life (spec section 4), so a later sign-out or a used-up month never throws away what was typed:
 * the panel above it says what changed and what to do.
 */
export function PremiumGate({ page, Calculator, notes, reopenType }: PremiumGateProps) {
  const reopened = useReopenedPremiumInput(reopenType);
  const { user, refresh, openDialog } = useAuth();
  const { state, reload, refresh: recount } = usePremiumAccess(user === undefined ? undefined : (user?.id ?? null));
  const [live, setLive] = useState<CalculationAccess | null>(null);
  const [unlocked, setUnlocked] = useState(false);
  // A calculation refused because the email is not verified (the server's 403 says so by its title).
  const [refusedUnverified, setRefusedUnverified] = useState(false);

  // A new answer from the server replaces what the last results said.
  useEffect(() => {
    setLive(null);
    setRefusedUnverified(false);
  }, [state]);
  const standing = state.status === 'ready' ? standingOf(state.access, live, user, refusedUnverified) : null;
  const open = standing !== null && opens(standing);
  useEffect(() => {
    if (open) setUnlocked(true);
  }, [open]);

  const signIn = useCallback(() => openDialog('login', { stay: true }), [openDialog]);

  const onEvent = useCallback(
    (type: WidgetEventType, detail: WidgetEventMap[WidgetEventType]) => {
      if (type === 'securesplit:calculated') {
        // The widgets hand the engine's result without the answer's `access`: then the server is asked
        // again (it counted this calculation before answering), quietly, so the count follows each result.
        const access = calculationAccess((detail as WidgetEventMap['securesplit:calculated']).result);
        if (access) setLive(access);
        else recount();
      } else if (type === 'securesplit:error') {
        const { status } = detail as WidgetEventMap['securesplit:error'];
        if (status === 401) {
          // The session ended: find out for sure, and offer to sign in again right here.
          void refresh().then(reload);
          signIn();
        } else if (status === 403 && (detail as WidgetEventMap['securesplit:error']).title === EMAIL_VERIFICATION_REQUIRED_TITLE) {
          setRefusedUnverified(true);
        } else if (status === 403) {
          setLive({ kind: 'free', freeCalculationsRemaining: 0 });
        }
      }
    },
    [refresh, reload, recount, signIn],
  );

  const headingId = `${page.path.slice(1)}-heading`;
  return (
    <section className="premium-gate" aria-labelledby={headingId}>
      <header className="premium-header">
        <p className="premium-badge-line">
          <span className="badge badge-premium">Premium Calculator</span>
        </p>
        <h1 id={headingId}>{page.name}</h1>
        <p className="premium-description">{page.description}</p>
      </header>
      {notes}
      <div className="premium-access" aria-live="polite">
        <AccessPanel
          state={state}
          standing={standing}
          unlocked={unlocked}
          name={page.name}
          onSignIn={signIn}
          onRegister={() => openDialog('register', { stay: true })}
          onRetry={reload}
          onCheckAgain={() => void refresh().then(reload)}
        />
      </div>
      {unlocked && (
        <div className="premium-calculator">
          {reopened.status === 'loading' ? (
            <p className="loading" role="status">
              Opening your saved calculation…
            </p>
          ) : (
            <>
              {reopened.status === 'failed' && (
                <p className="card warning" role="alert">
                  Your saved calculation could not be opened. The calculator starts empty.
                </p>
              )}
              <Calculator onEvent={onEvent} hideFreeCalculationsLeft {...(reopened.status === 'ready' ? { initialInput: reopened.calculation.input, ...(reopened.calculation.result ? { initialResult: reopened.calculation.result } : {}) } : {})} />
            </>
          )}
        </div>
      )}
    </section>
  );
}

interface AccessPanelProps {
  state: ReturnType<typeof usePremiumAccess>['state'];
  standing: Standing | null;
  unlocked: boolean;
  name: string;
  onSignIn(): void;
  onRegister(): void;
  onRetry(): void;
  /** Asks again who is signed in and what they may do (after verifying the email in another tab). */
  onCheckAgain(): void;
}

function AccessPanel({ state, standing, unlocked, name, onSignIn, onRegister, onRetry, onCheckAgain }: AccessPanelProps) {
  if (state.status === 'loading') {
    // As tall as the sign-in card a first visit gets (premium.css), so the promotion below stays put.
    return (
      <p className="loading premium-access-pending" role="status">
        Checking your access…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="card warning" role="alert">
        <p>{state.message}</p>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (state.status === 'unavailable' || !standing) {
    return (
      <div className="card">
        <p>Premium calculators are not offered on this SecureSplit server yet. Nothing is for sale here and nothing is charged.</p>
        <p>
          <Link to="/#calculators">Use the free calculators</Link>
        </p>
      </div>
    );
  }
  if (standing.kind === 'full') {
    return <p className="premium-status">Premium access: unlimited calculations.</p>;
  }
  if (standing.kind === 'signed-out') {
    return (
      <div className="card premium-offer">
        <h2>{unlocked ? 'You are signed out' : `Sign in to use the ${name}`}</h2>
        <p>
          {unlocked ? 'Sign in again to calculate; what you typed stays here. ' : ''}
          Premium members calculate without limit. A free account includes {standing.perMonth} premium calculations a
          month.
        </p>
        <p className="premium-actions">
          <button type="button" className="button button-primary" onClick={onSignIn}>
            Sign in
          </button>
          <button type="button" className="button button-secondary" onClick={onRegister}>
            Create a free account
          </button>
          <Link to="/subscribe" className="button button-secondary">
            See plans
          </Link>
        </p>
      </div>
    );
  }
  if (standing.kind === 'unverified') {
    return (
      <div className="card premium-offer">
        <h2>Verify your email to use your free calculations</h2>
        <p>
          <strong>{remainingText(standing.remaining)}</strong>, once your email address is verified: a free account includes {standing.perMonth}{' '}
          premium calculations a month with a verified email. Premium members calculate without verifying.
        </p>
        <p className="verify-mail-state">
          <VerificationMailSentence email={standing.email} mail={standing.mail} />
          {standing.mail?.sentAt === null ? '' : ' Then check again.'}
        </p>
        <p className="premium-actions">
          <button type="button" className="button button-primary" onClick={onCheckAgain}>
            I have verified: check again
          </button>
          <Link to="/subscribe" className="button button-secondary">
            See plans
          </Link>
        </p>
        <ResendVerification label={resendLabel(standing.mail)} />
      </div>
    );
  }
  if (standing.remaining > 0) {
    return (
      <p className="premium-status">
        <strong>{remainingText(standing.remaining)}</strong>.{' '}
        <Link to="/subscribe">See plans</Link> for unlimited calculations.
      </p>
    );
  }
  return (
    <div className="card premium-offer">
      {unlocked && <p className="premium-status">{remainingText(0)}.</p>}
      <h2>Subscribe for unlimited premium calculations</h2>
      <p>
        You have used this month’s {standing.perMonth} free premium calculations. Premium members use every premium
        calculator without limit; your free calculations come back at the start of next month.
      </p>
      <p className="premium-actions">
        <Link to="/subscribe" className="button button-primary">
          See plans
        </Link>
      </p>
    </div>
  );
}
