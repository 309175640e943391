import { STORAGE_KEYS } from '@wordwright/contracts';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { MessageKeyError, sleep } from '../../lib/errors';
import { clearSession, readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { isTokenValid } from '../../lib/token';
import { fetchMe, InvalidUserError, parseUser, requestGoogleToken, requestToken, type User } from './api';

/**
 * restoring: the stored session is being checked; offline: a valid token is kept but the user could not be
 * fetched (spec §4: network failures keep the session).
 */
export type AuthStatus = 'restoring' | 'signedIn' | 'signedOut' | 'offline';

interface AuthState {
  status: AuthStatus;
  user: User | null;
  connectionMessage: string | null;
}

export interface AuthContextValue extends AuthState {
  login: (email: string, password: string) => Promise<User>;
  loginWithGoogle: (idToken: string, invite?: string | null) => Promise<User>;
  logout: () => void;
  /** Fetches the user again with the session's retry rules; resolves to null when that failed. */
  refreshUser: () => Promise<User | null>;
  setUser: (user: User) => void;
  retryNow: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Restoring retries twice after the first try: 'Connection issue, retrying... (n/2)'. */
const RESTORE_RETRIES = 2;
/** A restore request still unanswered after this long is given up and retried, so a stalled request never
 * leaves the app 'restoring' for good. */
const RESTORE_TIMEOUT_MS = 8000;
/**
 * Once restore has given up ('Connection failed, but you remain logged in'), the session is checked again
 * quietly after this many retry delays, doubling up to OFFLINE_RECHECK_MAX_STEPS: the app comes back by itself
 * when the server does, and Retry Now still retries at once.
 */
const OFFLINE_RECHECK_STEPS = 10;
const OFFLINE_RECHECK_MAX_STEPS = 60;
const GOOGLE_USER_ATTEMPTS = 3;

function cachedUser(): User | null {
  const raw = readStorage(STORAGE_KEYS.userInfo);
  if (!raw) return null;
  try {
    return parseUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

function storeToken(token: string) {
  writeStorage(STORAGE_KEYS.token, token);
  writeStorage(STORAGE_KEYS.tokenTimestamp, String(Date.now()));
}

export function AuthProvider({
  children,
  retryDelayMs = 1000,
}: {
  children: ReactNode;
  retryDelayMs?: number;
}) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  // Server and first client render agree on 'restoring'; storage is read only after hydration.
  const [state, setState] = useState<AuthState>({ status: 'restoring', user: null, connectionMessage: null });
  const userRef = useRef<User | null>(null);
  const recheckTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Each load gets a number; answers of a superseded load (after Retry Now, login or logout) are ignored.
  const generation = useRef(0);

  const setUser = useCallback((user: User) => {
    userRef.current = user;
    writeStorage(STORAGE_KEYS.userInfo, JSON.stringify(user));
    setState({ status: 'signedIn', user, connectionMessage: null });
  }, []);

  const signOutLocally = useCallback(() => {
    generation.current += 1;
    userRef.current = null;
    clearSession();
    setState({ status: 'signedOut', user: null, connectionMessage: null });
  }, []);

  const loadUser = useCallback(async (): Promise<User | null> => {
    generation.current += 1;
    const run = generation.current;
    for (let attempt = 0; attempt <= RESTORE_RETRIES; attempt += 1) {
      try {
        const user = await fetchMe(undefined, AbortSignal.timeout(RESTORE_TIMEOUT_MS));
        if (run !== generation.current) return null;
        setUser(user);
        return user;
      } catch (error) {
        if (run !== generation.current) return null;
        if (error instanceof ApiError && error.status === 401) {
          signOutLocally();
          toast.error(t('session.authFailed'));
          return null;
        }
        const hasUser = userRef.current !== null;
        if (attempt < RESTORE_RETRIES) {
          const message = t('session.retrying', { n: attempt + 1, total: RESTORE_RETRIES });
          setState((current) => ({ ...current, connectionMessage: message }));
          if (hasUser) toast.info(message);
          await sleep(retryDelayMs * (attempt + 1));
          if (run !== generation.current) return null;
          continue;
        }
        const message = t('session.connectionFailed');
        setState((current) => ({
          status: current.user ? 'signedIn' : 'offline',
          user: current.user,
          connectionMessage: message,
        }));
        if (hasUser) toast.error(message);
        scheduleRecheck(run, OFFLINE_RECHECK_STEPS);
      }
    }
    return null;

    /** One quiet attempt after `steps` retry delays; on another failure the next waits twice as long. */
    function scheduleRecheck(run: number, steps: number) {
      clearTimeout(recheckTimer.current);
      recheckTimer.current = setTimeout(async () => {
        if (run !== generation.current) return;
        try {
          const user = await fetchMe(undefined, AbortSignal.timeout(RESTORE_TIMEOUT_MS));
          if (run === generation.current) setUser(user);
        } catch (error) {
          if (run !== generation.current) return;
          if (error instanceof ApiError && error.status === 401) {
            signOutLocally();
            toast.error(t('session.authFailed'));
            return;
          }
          scheduleRecheck(run, Math.min(steps * 2, OFFLINE_RECHECK_MAX_STEPS));
        }
      }, retryDelayMs * steps);
    }
  }, [retryDelayMs, setUser, signOutLocally, t, toast]);

  // On unmount, a restore still waiting on the network or a retry delay must not set state afterwards: the
  // next generation makes every pending step return early.
  useEffect(
    () => () => {
      generation.current += 1;
      clearTimeout(recheckTimer.current);
    },
    [],
  );

  useEffect(() => {
    const token = readStorage(STORAGE_KEYS.token);
    if (!token) {
      setState({ status: 'signedOut', user: null, connectionMessage: null });
      return;
    }
    if (!isTokenValid(token, readStorage(STORAGE_KEYS.tokenTimestamp))) {
      signOutLocally();
      return;
    }
    const cached = cachedUser();
    if (cached) {
      userRef.current = cached;
      setState({ status: 'signedIn', user: cached, connectionMessage: null });
    }
    void loadUser();
  }, [loadUser, signOutLocally]);

  const login = useCallback(
    async (email: string, password: string) => {
      generation.current += 1;
      try {
        const { access_token: token } = await requestToken(email, password);
        storeToken(token);
        let user: User;
        try {
          user = await fetchMe(token);
        } catch (error) {
          if (error instanceof InvalidUserError || (error instanceof ApiError && error.detail)) throw error;
          throw new MessageKeyError('auth:errors.fetchUser');
        }
        setUser(user);
        return user;
      } catch (error) {
        removeStorage(STORAGE_KEYS.token, STORAGE_KEYS.userInfo, STORAGE_KEYS.tokenTimestamp);
        throw error;
      }
    },
    [setUser],
  );

  const loginWithGoogle = useCallback(
    async (idToken: string, invite?: string | null) => {
      generation.current += 1;
      const { access_token: token } = await requestGoogleToken(idToken, invite);
      storeToken(token);
      for (let attempt = 1; attempt <= GOOGLE_USER_ATTEMPTS; attempt += 1) {
        try {
          const user = await fetchMe(token);
          setUser(user);
          return user;
        } catch {
          if (attempt < GOOGLE_USER_ATTEMPTS) await sleep(retryDelayMs * attempt);
        }
      }
      removeStorage(STORAGE_KEYS.token, STORAGE_KEYS.userInfo, STORAGE_KEYS.tokenTimestamp);
      throw new MessageKeyError('auth:errors.fetchUserAttempts');
    },
    [retryDelayMs, setUser],
  );

  const retryNow = useCallback(() => {
    setState((current) => ({ ...current, status: current.user ? 'signedIn' : 'restoring' }));
    void loadUser();
  }, [loadUser]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      login,
      loginWithGoogle,
      logout: signOutLocally,
      refreshUser: loadUser,
      setUser,
      retryNow,
    }),
    [state, login, loginWithGoogle, signOutLocally, loadUser, setUser, retryNow],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}

/** Logout clears the session and goes to /login (spec §4). */
export function useLogout(): () => void {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    logout();
    navigate('/login');
  }, [logout, navigate]);
}

/** For API answers that mean the session is gone: show the reason, then sign in again. */
export function useSessionExpired(): (message: string) => void {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    (message: string) => {
      toast.error(message);
      logout();
      navigate('/login');
    },
    [logout, navigate, toast],
  );
}
