import './account.css';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export interface FieldError {
  path: string;
  message: string;
}

/** A refused account call: the status, the problem's detail as the message, and its field errors. */
export class AccountProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[],
  ) {
    super(message);
    this.name = 'AccountProblem';
  }
}

export interface AccountUser {
  id: number;
  email: string;
  /** Whether the owner opened the verification link mailed to `email`. */
  emailVerified: boolean;
  /** Where the verification mail stands (null once verified): the site says a link was sent only when one was. */
  verificationMail: VerificationMail | null;
  username: string;
  firstName: string;
  lastName: string;
  role: 'member' | 'admin';
  isPremium: boolean;
  createdAt: string;
}

/**
 * `sentAt`: when the newest usable link was mailed, null when none was (the hourly limits held the
 * sign-up's mail back); `nextLinkAt`: when a new one may be asked for (null: now); `limitedBy`: the limit
 * that holds it back until then (mails to this address, or from this network).
 */
export interface VerificationMail {
  sentAt: string | null;
  nextLinkAt: string | null;
  limitedBy: 'address' | 'network' | null;
}

/** Calls an account endpoint with the session cookie; a non-2xx becomes an AccountProblem. */
export async function accountRequest<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new AccountProblem(0, 'Network error', []);
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const problem = (parsed ?? {}) as { title?: string; detail?: string; errors?: FieldError[] };
    throw new AccountProblem(response.status, problem.detail ?? problem.title ?? response.statusText, problem.errors ?? []);
  }
  return parsed as T;
}

/** How long the current user is kept before asking again (spec part 1, section 9). */
const USER_CACHE_MS = 5 * 60 * 1000;

interface AuthState {
  /** undefined while the first answer is awaited; null when signed out. */
  user: AccountUser | null | undefined;
  refresh(): Promise<AccountUser | null>;
  setUser(user: AccountUser | null): void;
  logout(): Promise<void>;
  /**
   * Opens the log-in / sign-up dialog on a tab (or switches tab). With `stay`, success keeps the person
   * on the page that asked (the subscribe flow carries on there) instead of going to /dashboard.
   */
  openDialog(tab: 'login' | 'register', options?: { stay?: boolean }): void;
  dialog: 'login' | 'register' | null;
  /** Whether the open dialog keeps the person on the page after success. */
  stayAfterSuccess: boolean;
  closeDialog(): void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<AccountUser | null | undefined>(undefined);
  const [dialog, setDialog] = useState<'login' | 'register' | null>(null);
  const fetchedAt = useRef(0);

  const setUser = useCallback((next: AccountUser | null) => {
    fetchedAt.current = Date.now();
    setUserState(next);
  }, []);

  const refresh = useCallback(async () => {
    try {
      // The session status answers 200 when signed out, so a visitor's console shows no failed request.
      const { user: current } = await accountRequest<{ signedIn: boolean; user: AccountUser | null }>('GET', '/api/v1/auth/session');
      setUser(current);
      return current;
    } catch {
      // Treated as signed out for now, and asked again on the next focus.
      fetchedAt.current = 0;
      setUserState(null);
      return null;
    }
  }, [setUser]);

  useEffect(() => {
    void refresh();
    const onFocus = () => {
      if (Date.now() - fetchedAt.current > USER_CACHE_MS) void refresh();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refresh]);

  const logout = useCallback(async () => {
    await accountRequest('POST', '/api/v1/auth/logout');
    setUser(null);
  }, [setUser]);

  const [stayAfterSuccess, setStayAfterSuccess] = useState(false);
  const openDialog = useCallback((tab: 'login' | 'register', options?: { stay?: boolean }) => {
    // Switching tabs passes no options and keeps the opener's choice.
    if (options) setStayAfterSuccess(options.stay ?? false);
    setDialog(tab);
  }, []);
  const closeDialog = useCallback(() => {
    setDialog(null);
    setStayAfterSuccess(false);
  }, []);
  const value = useMemo<AuthState>(
    () => ({ user, refresh, setUser, logout, dialog, openDialog, closeDialog, stayAfterSuccess }),
    [user, refresh, setUser, logout, dialog, openDialog, closeDialog, stayAfterSuccess],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}
