import type { WidgetCommonProps } from '../../runtime/context.js';
import type { PropDeclarations } from '../../runtime/attributes.js';

/** Props of every premium calculator: the common widget props, where its links go, and what it starts from. */
export interface PremiumCalculatorProps extends WidgetCommonProps {
  /** The sign-in page a signed-out visitor is sent to (default: the site's /dashboard on the API's origin). */
  signInUrl?: string;
  /** The subscribe page once the month's free calculations are used (default: the server's, /subscribe). */
  subscribeUrl?: string;
  /**
   * A stored engine input (the body this calculator sends, e.g. from the account's calculation history):
   * the form starts filled from it, and Clear still empties it. Read once, when the calculator mounts.
   */
  initialInput?: Readonly<Record<string, unknown>>;
  /**
   * That stored calculation's result and id, shown with `initialInput` until the next Calculate: a calculation
   * reopened from the history shows its result at once, without calculating (and storing, and for a free account
   * spending a free calculation) again. Read once, when the calculator mounts.
   */
  initialResult?: { id: number; result: Readonly<Record<string, unknown>> };
  /**
   * Leave out the results' "N free premium calculations left this month" line, for a host page that shows
   * the count itself (the SecureSplit site's premium pages do). Off by default, so an element embedded on
   * its own still tells a free account what remains.
   */
  hideFreeCalculationsLeft?: boolean;
}

/** What a premium calculator's body (inside its WidgetFrame) reads of the props. */
export type PremiumBodyProps = Pick<PremiumCalculatorProps, 'state' | 'signInUrl' | 'subscribeUrl' | 'initialInput' | 'initialResult' | 'hideFreeCalculationsLeft'>;

/** The element attributes of a premium calculator beyond the common ones (`sign-in-url`, `subscribe-url`, `hide-free-calculations-left`). */
export const PREMIUM_ELEMENT_PROPS: PropDeclarations = { signInUrl: 'string', subscribeUrl: 'string', hideFreeCalculationsLeft: 'boolean' };
