import type { AccountUser } from './auth.js';

/** The account this browser tab has just created (sessionStorage: gone when the tab closes). */
const NEW_ACCOUNT_KEY = 'securesplit:new-account';

/** Called when sign-up succeeds: until the tab closes, this account is greeted as new. */
export function rememberNewAccount(user: Pick<AccountUser, 'id'>): void {
  try {
    sessionStorage.setItem(NEW_ACCOUNT_KEY, String(user.id));
  } catch {
    // Storage refused (private mode): the person is greeted as returning, which is the lesser error.
  }
}

/** Called when someone logs in: coming back through the log-in form, they are no longer new here. */
export function forgetNewAccount(): void {
  try {
    sessionStorage.removeItem(NEW_ACCOUNT_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** Whether this tab created the account: someone who has just signed up has never been here before. */
export function isNewAccount(user: Pick<AccountUser, 'id'>): boolean {
  try {
    return sessionStorage.getItem(NEW_ACCOUNT_KEY) === String(user.id);
  } catch {
    return false;
  }
}

/** "Welcome, Ana" for an account created in this tab, "Welcome back, Ana" afterwards (issue 33 §4). */
export function greeting(user: Pick<AccountUser, 'id' | 'firstName'>): string {
  return isNewAccount(user) ? `Welcome, ${user.firstName}` : `Welcome back, ${user.firstName}`;
}
