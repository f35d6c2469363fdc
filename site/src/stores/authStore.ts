import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { DEMO_PASSWORD, mockUsers, type User } from '../data/mockUsers';
import {
  isIsoTimestamp,
  isRecord,
  readStoredItem,
  readStoredJson,
  removeStoredItem,
  writeStoredItem,
} from './browserStorage';

export type { User };

/** Storage key of the persisted session (user, token, isAuthenticated). */
export const AUTH_STORAGE_KEY = 'auth-storage';
/** Storage key of the bare token, read at startup to restore the session. */
export const AUTH_TOKEN_KEY = 'auth_token';
/** Layout version of `auth-storage`; the original site wrote version 0 with the same fields. */
export const AUTH_STORAGE_VERSION = 1;
/** Simulated answer time of sign-in and registration (spec §9). */
export const AUTH_DELAY_MS = 1000;
/** Simulated answer time of loading the current user (spec §9). */
export const LOAD_USER_DELAY_MS = 500;

/** The messages of spec §8, shown as they are to the visitor. */
export const authErrors = {
  invalidCredentials: 'Email ou mot de passe incorrect',
  loginFailed: 'Erreur de connexion',
  emailTaken: 'Cet email est déjà utilisé',
  registerFailed: 'Erreur d’inscription',
} as const;

/** The part of the state kept in the browser under `auth-storage`. */
export interface PersistedAuth {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
}

export interface AuthState extends PersistedAuth {
  /** True while signing in, registering or loading the user. */
  isLoading: boolean;
  /** French message of the last failed sign-in or registration. */
  error: string | null;
  /**
   * Whether the stored session has been read since the page loaded. Server and first client
   * renders have not read it, so pages that depend on it show a loading state until then.
   */
  sessionRead: boolean;
  /** Signs in one of the mock users after the simulated delay; resolves to `true` on success. */
  login: (email: string, password: string) => Promise<boolean>;
  /** Creates and signs in a regular user after the simulated delay; resolves to `true` on success. */
  register: (email: string, password: string, name: string) => Promise<boolean>;
  /** Signs out and forgets the stored session. */
  logout: () => void;
  /**
   * Restores the user of a stored token after the simulated delay: the session's own user, saved
   * profile changes included, or, for a bare token, the first mock user as an administrator (spec §4).
   */
  loadUser: () => Promise<void>;
  /** Kept for the callers of the original API: simulated tokens never expire. */
  refreshToken: () => Promise<void>;
  /** Saves the profile form's name and e-mail on the signed-in user, kept under `auth-storage`. */
  updateProfile: (changes: Pick<User, 'name' | 'email'>) => void;
  /** Whether `password` is the signed-in account's: the demonstration accounts share `DEMO_PASSWORD`. */
  checkPassword: (password: string) => boolean;
}

/** Raised for the failures spec §8 names; anything else gets the generic message. */
class AuthError extends Error {
  override name = 'AuthError';
}

const loggedOut: PersistedAuth = { user: null, token: null, isAuthenticated: false };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const normalizeEmail = (email: string) => email.trim().toLocaleLowerCase('fr');

const findMockUser = (email: string) => mockUsers.find((user) => normalizeEmail(user.email) === normalizeEmail(email));

// A copy, so the signed-in user never shares its role lists with the built-in data.
const copyUser = (user: User): User => ({ ...user, roles: [...user.roles], permissions: [...user.permissions] });

const createToken = (userId: number) => `mock-token-${userId}-${Date.now()}`;

/** Whether the signed-in user's first role is `admin` (spec §6: only then « Panel Admin »). */
export const isAdmin = (user: User) => user.roles[0] === 'admin';

// --- Validation of what the browser hands back -------------------------------------------

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isUser(value: unknown): value is User {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    Number.isInteger(value.id) &&
    typeof value.name === 'string' &&
    value.name.trim() !== '' &&
    typeof value.email === 'string' &&
    (value.email_verified_at === null || isIsoTimestamp(value.email_verified_at)) &&
    isIsoTimestamp(value.created_at) &&
    isIsoTimestamp(value.updated_at) &&
    isStringList(value.roles) &&
    isStringList(value.permissions)
  );
}

// Token-safe characters only (JWT, base64url, the mock tokens); `undefined` and `null` are what
// `setItem(key, undefined)` leaves behind in the original site's storage.
const tokenPattern = /^[\w.~+/=-]{8,4096}$/;
const isToken = (value: unknown): value is string =>
  typeof value === 'string' && tokenPattern.test(value) && value !== 'undefined';

function isPersistedAuth(value: unknown): value is PersistedAuth {
  if (!isRecord(value) || typeof value.isAuthenticated !== 'boolean') return false;
  const { user, token, isAuthenticated } = value;
  if (isAuthenticated) return isUser(user) && isToken(token);
  return user === null && token === null;
}

// Only the three persisted fields: anything else in storage must not reach the state.
const pickPersisted = ({ user, token, isAuthenticated }: PersistedAuth): PersistedAuth => ({
  user: user ? copyUser(user) : null,
  token,
  isAuthenticated,
});

/** Forgets an unreadable session: the visitor is signed out and the site keeps working. */
function discardCorruptSession(reason: string) {
  removeStoredItem(AUTH_STORAGE_KEY);
  removeStoredItem(AUTH_TOKEN_KEY);
  console.warn(`[auth] The saved session was unreadable (${reason}); it was discarded and the visitor is signed out.`);
}

/** The bare token: `invalid` when something unusable sits under its key. */
function readStoredToken(): { status: 'missing' } | { status: 'invalid' } | { status: 'ok'; token: string } {
  const stored = readStoredItem(AUTH_TOKEN_KEY);
  if (stored === null) return { status: 'missing' };
  return isToken(stored) ? { status: 'ok', token: stored } : { status: 'invalid' };
}

/**
 * Reads `auth-storage` through the same checks as the rest of the site's input: a value that does
 * not parse or has the wrong shape is dropped (one warning) instead of reaching the state.
 */
const authStorage: PersistStorage<PersistedAuth> = {
  getItem: (name) => {
    const stored = readStoredJson(name);
    if (stored.status === 'missing') return null;
    if (stored.status === 'unreadable') {
      discardCorruptSession(`${name} is not valid JSON`);
      return null;
    }
    const { value } = stored;
    const hasVersion = isRecord(value) && (value.version === undefined || Number.isInteger(value.version));
    if (!hasVersion || !isPersistedAuth(value.state)) {
      discardCorruptSession(`${name} does not hold a session`);
      return null;
    }
    const result: StorageValue<PersistedAuth> = { state: pickPersisted(value.state) };
    if (typeof value.version === 'number') result.version = value.version;
    return result;
  },
  setItem: (name, value) => {
    // A signed-out visitor leaves nothing behind.
    if (!value.state.isAuthenticated) {
      removeStoredItem(name);
      return;
    }
    // A full or blocked storage only costs the session on the next visit.
    writeStoredItem(name, JSON.stringify(value));
  },
  removeItem: (name) => removeStoredItem(name),
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => {
      const signIn = (user: User) => {
        const token = createToken(user.id);
        writeStoredItem(AUTH_TOKEN_KEY, token);
        set({ user, token, isAuthenticated: true, isLoading: false, error: null });
      };

      return {
        ...loggedOut,
        isLoading: false,
        error: null,
        sessionRead: false,

        login: async (email, password) => {
          set({ isLoading: true, error: null });
          try {
            await wait(AUTH_DELAY_MS);
            const user = findMockUser(email);
            if (!user || password !== DEMO_PASSWORD) throw new AuthError(authErrors.invalidCredentials);
            signIn(copyUser(user));
            return true;
          } catch (error) {
            set({ isLoading: false, error: error instanceof AuthError ? error.message : authErrors.loginFailed });
            return false;
          }
        },

        register: async (email, _password, name) => {
          set({ isLoading: true, error: null });
          try {
            await wait(AUTH_DELAY_MS);
            if (findMockUser(email)) throw new AuthError(authErrors.emailTaken);
            const now = new Date().toISOString();
            signIn({
              id: Date.now(),
              name: name.trim(),
              email: email.trim(),
              email_verified_at: null,
              created_at: now,
              updated_at: now,
              roles: ['user'],
              permissions: [],
            });
            return true;
          } catch (error) {
            set({ isLoading: false, error: error instanceof AuthError ? error.message : authErrors.registerFailed });
            return false;
          }
        },

        logout: () => {
          removeStoredItem(AUTH_TOKEN_KEY);
          set({ ...loggedOut, isLoading: false, error: null });
        },

        loadUser: async () => {
          const stored = readStoredToken();
          const token = stored.status === 'ok' ? stored.token : get().token;
          if (!token) return;
          set({ isLoading: true, error: null });
          await wait(LOAD_USER_DELAY_MS);
          // The account area says changes stay in this browser: a stored session keeps its user,
          // renamed or not, and only a bare token falls back to the first mock user.
          const { user: restored } = get();
          const [first] = mockUsers;
          const user = restored ?? (first ? { ...copyUser(first), roles: ['admin'] } : null);
          if (!user) {
            set({ isLoading: false });
            return;
          }
          writeStoredItem(AUTH_TOKEN_KEY, token);
          set({ user, token, isAuthenticated: true, isLoading: false });
        },

        refreshToken: async () => {},

        updateProfile: ({ name, email }) => {
          const { user } = get();
          if (!user) return;
          set({ user: { ...user, name: name.trim(), email: email.trim(), updated_at: new Date().toISOString() } });
        },

        checkPassword: (password) => get().isAuthenticated && password === DEMO_PASSWORD,
      };
    },
    {
      name: AUTH_STORAGE_KEY,
      version: AUTH_STORAGE_VERSION,
      storage: authStorage,
      partialize: ({ user, token, isAuthenticated }) => ({ user, token, isAuthenticated }),
      // Version 0 (the original site) has the same three fields; the storage already checked them.
      migrate: (persisted) => (isPersistedAuth(persisted) ? pickPersisted(persisted) : loggedOut),
      // The server and the first client render must both be signed out, or hydration would not match.
      skipHydration: true,
    },
  ),
);

let sessionReading: Promise<void> | undefined;

/**
 * Reads the stored session once per page load, after hydration: restores `auth-storage`, then
 * loads the user when a token is stored (spec §4). Later calls return the same promise.
 */
export function startSession(): Promise<void> {
  sessionReading ??= readSession();
  return sessionReading;
}

async function readSession() {
  try {
    // Nothing may be written before this: the persist middleware saves the state on every change.
    await useAuthStore.persist.rehydrate();
    const stored = readStoredToken();
    if (stored.status === 'invalid') {
      useAuthStore.setState({ ...loggedOut });
      discardCorruptSession(`${AUTH_TOKEN_KEY} is not a token`);
    }
    const { token, loadUser } = useAuthStore.getState();
    if (stored.status === 'ok' || token) await loadUser();
  } finally {
    // Even a failed read must end the loading state: the account area then sends the visitor to /login.
    useAuthStore.setState({ sessionRead: true });
  }
}
