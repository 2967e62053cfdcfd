import type { PublicUser, RegisterBody } from '@app/contract/auth';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { useLocalizedNavigate } from '~/components/ui/localized-link';
import { useToast } from '~/components/ui/toast';
import type { ApiError } from '~/lib/api-client';
import {
  clearStoredSession,
  readStoredToken,
  readStoredUser,
  storeSession,
} from '~/lib/auth-storage';
import { useTranslation } from '~/lib/i18n';
import { returnAfterSignIn } from '~/lib/return-after-sign-in';

/**
 * The auth replies' schemas (and zod with them) and the API client load when a request is to be
 * made: a visitor who is not signed in never needs them, and every page has this provider
 * (decisions 010 and 046; the stored user is checked by auth-storage's zod-free `isPublicUser`).
 */
const authApi = () =>
  Promise.all([import('@app/contract/auth'), import('~/lib/api-client')]).then(
    ([schemas, client]) => ({
      ...schemas,
      apiRequest: client.apiRequest,
      ApiError: client.ApiError,
    }),
  );
type AuthApi = Awaited<ReturnType<typeof authApi>>;

/**
 * The signed-in session (specification section 4, "Auth"). Token and user live in localStorage;
 * they are restored after hydration and checked with GET /auth/me, so an expired or revoked token
 * signs the visitor out quietly. Login, sign-up and logout show the specification's toasts and
 * navigate as it says. Server messages are never shown for login and sign-up (section 8).
 *
 *   const { user, isAdmin, ready, login, logout } = useAuth();
 */
export type AuthContextValue = {
  user: PublicUser | null;
  isLoggedIn: boolean;
  isAdmin: boolean;
  /** True once the stored session has been read; guards wait for it before redirecting. */
  ready: boolean;
  /** True while a login or sign-up request is in flight. */
  loading: boolean;
  /**
   * True from a login or logout until the page it goes to is on screen. React Router's navigate
   * resolves once the move is scheduled, not drawn, so for a moment the old page renders with the
   * new session: the guards must not redirect it (a signed-out /account to /login, the login page
   * to /) while the app is already leaving it.
   */
  leaving: boolean;
  login: (email: string, password: string) => Promise<boolean>;
  /** Resolves with true when signed up; otherwise with the fields the server refused, if any. */
  register: (body: RegisterBody) => Promise<true | { refusedFields: string[] }>;
  /** Ends the session on this device and goes home; the toast says `message` or "Logged out". */
  logout: (message?: string) => Promise<void>;
  /**
   * Puts a changed user (the profile saved) and, when the server gave one, the new token (a
   * change of password ends every other session) into the session.
   */
  updateSession: (user: PublicUser, token?: string) => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useLocalizedNavigate();
  const [user, setUser] = useState<PublicUser | null>(null);
  const [ready, setReady] = useState(false);
  const [loading, setLoading] = useState(false);
  const [leavingFrom, setLeavingFrom] = useState<string | null>(null);
  const { pathname } = useLocation();
  const leaving = leavingFrom !== null && leavingFrom === pathname;
  // Once another page is on screen the move is over (see `leaving`).
  useEffect(() => {
    setLeavingFrom((from) => (from !== null && from !== pathname ? null : from));
  }, [pathname]);

  // Restore the stored session, then ask the server whether its token is still good.
  useEffect(() => {
    const token = readStoredToken();
    const storedUser = readStoredUser();
    if (!token || !storedUser) {
      clearStoredSession();
      setReady(true);
      return;
    }
    setUser(storedUser);
    setReady(true);

    const controller = new AbortController();
    let api: AuthApi | undefined;
    authApi()
      .then((loaded) => {
        api = loaded;
        return api.apiRequest('auth/me', api.meReplySchema, {
          auth: true,
          signal: controller.signal,
        });
      })
      .then(({ user: replyUser }) => {
        if (readStoredToken() !== token) return;
        storeSession(token, replyUser); // the role may have changed since the last visit
        setUser(replyUser);
      })
      .catch((error: unknown) => {
        if (
          api &&
          error instanceof api.ApiError &&
          error.status === 401 &&
          readStoredToken() === token
        ) {
          clearStoredSession();
          setUser(null);
        }
        // Other failures (offline, server restarting) keep the session; the server still decides.
      });
    return () => controller.abort();
  }, []);

  const login = useCallback(
    async (email: string, password: string) => {
      setLoading(true);
      const loadingToast = toast.loading(t('toast.loading'));
      try {
        const { apiRequest, loginReplySchema } = await authApi();
        const reply = await apiRequest('auth/login', loginReplySchema, {
          body: { email, password },
        });
        storeSession(reply.token, reply.user);
        setLeavingFrom(window.location.pathname);
        setUser(reply.user);
        toast.dismiss(loadingToast);
        toast.success(t('auth.toast.loginSuccess'));
        // The guest-only guard leaves this page alone until the next one is drawn (`leaving`),
        // so it does not send an admin to the dashboard first. A page that sent the visitor
        // here to sign in (a report's order form) is where they go back to.
        await navigate(returnAfterSignIn() ?? '/');
        return true;
      } catch {
        toast.dismiss(loadingToast);
        toast.error(t('auth.toast.loginFailed'));
        return false;
      } finally {
        setLoading(false);
      }
    },
    [navigate, t, toast],
  );

  const register = useCallback(
    async (body: RegisterBody) => {
      setLoading(true);
      const loadingToast = toast.loading(t('toast.loading'));
      let api: AuthApi | undefined;
      try {
        api = await authApi();
        await api.apiRequest('auth/register', api.registerReplySchema, { body });
        toast.dismiss(loadingToast);
        toast.success(t('auth.toast.signupSuccess'));
        await navigate('/login');
        return true;
      } catch (error) {
        toast.dismiss(loadingToast);
        toast.error(t('auth.toast.signupFailed'));
        await navigate('/register');
        return { refusedFields: api ? refusedFieldsOf(error, api.ApiError) : [] };
      } finally {
        setLoading(false);
      }
    },
    [navigate, t, toast],
  );

  const logout = useCallback(
    async (message?: string) => {
      // The guards leave this page alone while the app goes home (see `leaving`).
      setLeavingFrom(window.location.pathname);
      clearStoredSession();
      setUser(null);
      await navigate('/');
      toast.success(message ?? t('auth.toast.loggedOut'));
    },
    [navigate, t, toast],
  );

  const updateSession = useCallback((nextUser: PublicUser, token?: string) => {
    const nextToken = token ?? readStoredToken();
    if (!nextToken) return;
    storeSession(nextToken, nextUser);
    setUser(nextUser);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoggedIn: user !== null,
      isAdmin: user?.role === 'admin',
      ready,
      loading,
      leaving,
      login,
      register,
      logout,
      updateSession,
    }),
    [user, ready, loading, leaving, login, register, logout, updateSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}

/**
 * The signed-in user, or null for a visitor: for parts of public forms that only add something
 * when signed in (the saved people's chooser), and may be drawn without the provider (a test).
 */
export function useSignedInUser(): PublicUser | null {
  return useContext(AuthContext)?.user ?? null;
}

/** The fields a 400 reply names (`errors[].path`), e.g. a password the server found too common. */
function refusedFieldsOf(error: unknown, apiError: typeof ApiError): string[] {
  if (!(error instanceof apiError) || error.status !== 400) return [];
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors)
    ? errors.flatMap((item) =>
        typeof (item as { path?: unknown })?.path === 'string'
          ? [(item as { path: string }).path]
          : [],
      )
    : [];
}
