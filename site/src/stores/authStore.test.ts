import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, mockUsers } from '../data/mockUsers';
import {
  AUTH_DELAY_MS,
  AUTH_STORAGE_KEY,
  AUTH_TOKEN_KEY,
  LOAD_USER_DELAY_MS,
  authErrors,
  useAuthStore,
} from './authStore';

const [admin, regular] = mockUsers as [(typeof mockUsers)[0], (typeof mockUsers)[0]];

const state = () => useAuthStore.getState();

const storedSession = () => {
  const raw = localStorage.getItem(AUTH_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as { state: Record<string, unknown>; version: number });
};

/** A session as the site itself saves it, for the startup tests. */
function saveSession(user = regular, token = 'mock-token-2-1741944600000', version = 1) {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state: { user, token, isAuthenticated: true }, version }));
  localStorage.setItem(AUTH_TOKEN_KEY, token);
}

/** A store module as a fresh page load sees it: nothing read yet. */
async function freshStore() {
  vi.resetModules();
  return import('./authStore');
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-14T09:30:00.000Z'));
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('login', () => {
  it('signs in a mock user after 1 s, loading meanwhile', async () => {
    const result = useAuthStore.getState().login(admin.email, DEMO_PASSWORD);
    expect(state().isLoading).toBe(true);

    await vi.advanceTimersByTimeAsync(AUTH_DELAY_MS - 1);
    expect(state().isAuthenticated).toBe(false);
    expect(state().isLoading).toBe(true);

    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(true);
    expect(state()).toMatchObject({ user: admin, isAuthenticated: true, isLoading: false, error: null });
    expect(state().token).toEqual(expect.any(String));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(state().token);
  });

  it('accepts the e-mail whatever its case and surrounding spaces', async () => {
    const result = useAuthStore.getState().login(`  ${regular.email.toUpperCase()} `, DEMO_PASSWORD);
    await vi.advanceTimersByTimeAsync(AUTH_DELAY_MS);
    await expect(result).resolves.toBe(true);
    expect(state().user?.id).toBe(regular.id);
  });

  it.each([
    ['a wrong password', admin.email, 'mauvais-mot-de-passe'],
    ['an unknown e-mail', 'inconnu@exemple.mg', DEMO_PASSWORD],
  ])('refuses %s with « Email ou mot de passe incorrect »', async (_case, email, password) => {
    const result = useAuthStore.getState().login(email, password);
    await vi.advanceTimersByTimeAsync(AUTH_DELAY_MS);
    await expect(result).resolves.toBe(false);
    expect(state()).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
      isLoading: false,
      error: 'Email ou mot de passe incorrect',
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('shows « Erreur de connexion » when something unexpected fails', async () => {
    vi.spyOn(mockUsers, 'find').mockImplementation(() => {
      throw new TypeError('boom');
    });
    const result = useAuthStore.getState().login(admin.email, DEMO_PASSWORD);
    await vi.advanceTimersByTimeAsync(AUTH_DELAY_MS);
    await expect(result).resolves.toBe(false);
    expect(state().error).toBe(authErrors.loginFailed);
  });

  it('clears the previous error when trying again', async () => {
    const failed = useAuthStore.getState().login(admin.email, 'non');
    await vi.advanceTimersByTimeAsync(AUTH_DELAY_MS);
    await failed;
    void useAuthStore.getState().login(admin.email, DEMO_PASSWORD);
    expect(state().error).toBeNull();
  });
});

describe('register', () => {
  it('creates a regular user without permissions after 1 s', async () => {
    const result = useAuthStore.getState().register(' nouvelle@exemple.mg ', 'secret123', ' Voahangy Rasoa ');
    expect(state().isLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTH_DELAY_MS - 1);
    expect(state().isAuthenticated).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(true);
    expect(state().user?.id).toEqual(expect.any(Number));
    expect(state().user).toMatchObject({
      name: 'Voahangy Rasoa',
      email: 'nouvelle@exemple.mg',
      email_verified_at: null,
      created_at: '2025-03-14T09:30:01.000Z',
      updated_at: '2025-03-14T09:30:01.000Z',
      roles: ['user'],
      permissions: [],
    });
    expect(state()).toMatchObject({ isAuthenticated: true, isLoading: false, error: null });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(state().token);
  });

  it('refuses an e-mail already in use with « Cet email est déjà utilisé »', async () => {
    const result = useAuthStore.getState().register(regular.email, 'secret123', 'Quelqu’un');
    await vi.advanceTimersByTimeAsync(AUTH_DELAY_MS);
    await expect(result).resolves.toBe(false);
    expect(state()).toMatchObject({ isAuthenticated: false, isLoading: false, error: 'Cet email est déjà utilisé' });
  });

  it('shows « Erreur d’inscription » when something unexpected fails', async () => {
    vi.spyOn(mockUsers, 'find').mockImplementation(() => {
      throw new TypeError('boom');
    });
    const result = useAuthStore.getState().register('nouvelle@exemple.mg', 'secret123', 'Voahangy');
    await vi.advanceTimersByTimeAsync(AUTH_DELAY_MS);
    await result;
    expect(state().error).toBe('Erreur d’inscription');
  });
});

describe('persistence', () => {
  it('keeps only user, token and isAuthenticated under auth-storage', async () => {
    const result = useAuthStore.getState().login(admin.email, DEMO_PASSWORD);
    await vi.advanceTimersByTimeAsync(AUTH_DELAY_MS);
    await result;

    const saved = storedSession();
    expect(Object.keys(saved?.state ?? {}).sort()).toEqual(['isAuthenticated', 'token', 'user']);
    expect(saved?.state).toEqual({ user: admin, token: state().token, isAuthenticated: true });
  });

  it('logout clears the user, the token, the error and both stored keys', async () => {
    const result = useAuthStore.getState().login(admin.email, DEMO_PASSWORD);
    await vi.advanceTimersByTimeAsync(AUTH_DELAY_MS);
    await result;
    useAuthStore.setState({ error: 'Erreur de connexion' });

    useAuthStore.getState().logout();
    expect(state()).toMatchObject({ user: null, token: null, isAuthenticated: false, error: null });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});

describe('loadUser', () => {
  it('yields the first mock user as an administrator after 500 ms, without checking the token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'any-token-at-all');
    const loading = useAuthStore.getState().loadUser();
    expect(state().isLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(LOAD_USER_DELAY_MS - 1);
    expect(state().user).toBeNull();

    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(state()).toMatchObject({ token: 'any-token-at-all', isAuthenticated: true, isLoading: false });
    expect(state().user).toMatchObject({ id: admin.id, name: admin.name, roles: ['admin'] });
  });

  it('does nothing without a stored token', async () => {
    await useAuthStore.getState().loadUser();
    expect(state()).toMatchObject({ user: null, isAuthenticated: false, isLoading: false });
  });

  it('refreshToken changes nothing', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'any-token-at-all');
    const before = { ...state() };
    await useAuthStore.getState().refreshToken();
    expect(state()).toEqual(before);
  });
});

describe('checkPassword', () => {
  it('knows the demonstration accounts’ password, and nothing while signed out', async () => {
    expect(state().checkPassword(DEMO_PASSWORD)).toBe(false);
    const signingIn = useAuthStore.getState().login(regular.email, DEMO_PASSWORD);
    await vi.advanceTimersByTimeAsync(AUTH_DELAY_MS);
    await signingIn;
    expect(state().checkPassword(DEMO_PASSWORD)).toBe(true);
    expect(state().checkPassword('mauvais-mdp')).toBe(false);
    expect(state().checkPassword(` ${DEMO_PASSWORD}`)).toBe(false);
  });
});

describe('updateProfile', () => {
  it('renames the signed-in user and keeps it saved', async () => {
    const result = useAuthStore.getState().login(regular.email, DEMO_PASSWORD);
    await vi.advanceTimersByTimeAsync(AUTH_DELAY_MS);
    await result;
    useAuthStore.getState().updateProfile({ name: ' Tiana R. ', email: 'tiana@exemple.mg' });
    expect(state().user).toMatchObject({ name: 'Tiana R.', email: 'tiana@exemple.mg' });
    expect(storedSession()?.state.user).toMatchObject({ name: 'Tiana R.' });
    // The built-in account is untouched.
    expect(mockUsers[1]?.name).toBe('Tiana Randriamanana');
  });
});

describe('startSession', () => {
  it('is signed out and unread until started, as on the server', async () => {
    saveSession();
    const { useAuthStore: store } = await freshStore();
    expect(store.getState()).toMatchObject({ user: null, isAuthenticated: false, sessionRead: false });
  });

  it('restores a stored session and loads its own user after the simulated delay', async () => {
    saveSession();
    const { useAuthStore: store, startSession } = await freshStore();
    const started = startSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState()).toMatchObject({ isLoading: true, sessionRead: false });

    await vi.advanceTimersByTimeAsync(LOAD_USER_DELAY_MS);
    await started;
    expect(store.getState()).toMatchObject({ isAuthenticated: true, isLoading: false, sessionRead: true });
    expect(store.getState().user).toMatchObject({ id: regular.id, name: regular.name, roles: regular.roles });
  });

  it('keeps a renamed profile across a reload, as the account area promises', async () => {
    const signingIn = useAuthStore.getState().login(admin.email, DEMO_PASSWORD);
    await vi.advanceTimersByTimeAsync(AUTH_DELAY_MS);
    await signingIn;
    useAuthStore.getState().updateProfile({ name: 'Hanitra R.', email: 'hanitra@exemple.mg' });

    const { useAuthStore: store, startSession } = await freshStore();
    const started = startSession();
    await vi.advanceTimersByTimeAsync(LOAD_USER_DELAY_MS);
    await started;
    expect(store.getState().user).toMatchObject({ id: admin.id, name: 'Hanitra R.', email: 'hanitra@exemple.mg' });
  });

  it('signs in a visitor whose browser holds only a token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'mock-token-1-1741944600000');
    const { useAuthStore: store, startSession } = await freshStore();
    const started = startSession();
    await vi.advanceTimersByTimeAsync(LOAD_USER_DELAY_MS);
    await started;
    expect(store.getState()).toMatchObject({ isAuthenticated: true, token: 'mock-token-1-1741944600000' });
  });

  it('reads the session once however often it is started', async () => {
    saveSession();
    const { useAuthStore: store, startSession } = await freshStore();
    const loadUser = vi.spyOn(store.getState(), 'loadUser');
    const first = startSession();
    const second = startSession();
    expect(second).toBe(first);
    await vi.advanceTimersByTimeAsync(LOAD_USER_DELAY_MS);
    await first;
    expect(loadUser).toHaveBeenCalledTimes(1);
  });

  it('finishes signed out, without loading, when nothing is stored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { useAuthStore: store, startSession } = await freshStore();
    await startSession();
    expect(store.getState()).toMatchObject({ isAuthenticated: false, isLoading: false, sessionRead: true });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['the original site’s version 0', 0],
    ['an unknown later version', 7],
  ])(
    'takes a session of auth-storage holding %s, saved again as version 1, without a warning',
    async (_case, version) => {
      saveSession(regular, 'mock-token-2-1741944600000', version);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { useAuthStore: store, startSession } = await freshStore();
      const started = startSession();
      await vi.advanceTimersByTimeAsync(LOAD_USER_DELAY_MS);
      await started;
      expect(store.getState()).toMatchObject({ isAuthenticated: true, user: { id: regular.id } });
      expect(storedSession()).toMatchObject({ state: { isAuthenticated: true }, version: 1 });
      expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('mock-token-2-1741944600000');
      expect(warn).not.toHaveBeenCalled();
    },
  );

  it('ignores fields of auth-storage other than the three it saves', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { ...{ user: null, token: null, isAuthenticated: false }, error: 'piège' }, version: 1 }),
    );
    const { useAuthStore: store, startSession } = await freshStore();
    await startSession();
    expect(store.getState().error).toBeNull();
  });

  describe('with damaged storage', () => {
    const validUser = regular;
    const validToken = 'mock-token-2-1741944600000';
    const sessionState = { user: validUser, token: validToken, isAuthenticated: true };
    const sessionJson = JSON.stringify({ state: sessionState, version: 1 });
    /** A valid session whose `key` then holds `value`: the one broken key is the one read. */
    const breakOneKey = (key: string, value: string) => () => {
      saveSession(validUser, validToken);
      localStorage.setItem(key, value);
    };
    it.each([
      ['auth-storage holding garbage text', breakOneKey(AUTH_STORAGE_KEY, 'ceci n’est pas du JSON \u0000\uFFFD')],
      ['auth-storage holding truncated JSON', breakOneKey(AUTH_STORAGE_KEY, sessionJson.slice(0, -20))],
      ['auth-storage holding an array', breakOneKey(AUTH_STORAGE_KEY, JSON.stringify([sessionState]))],
      [
        'auth-storage holding fields of the wrong types',
        breakOneKey(AUTH_STORAGE_KEY, JSON.stringify({ state: { ...sessionState, isAuthenticated: 1 }, version: 1 })),
      ],
      [
        'auth-storage holding a version that is not a number',
        breakOneKey(AUTH_STORAGE_KEY, JSON.stringify({ state: sessionState, version: '1' })),
      ],
      [
        'auth-storage holding version 0 of another shape',
        breakOneKey(
          AUTH_STORAGE_KEY,
          JSON.stringify({ state: { currentUser: validUser, jwt: validToken }, version: 0 }),
        ),
      ],
      ['auth-storage holding an empty string', breakOneKey(AUTH_STORAGE_KEY, '')],
      ['auth_token holding garbage text', breakOneKey(AUTH_TOKEN_KEY, 'jeton invalide ☠')],
      ['auth_token holding truncated JSON', breakOneKey(AUTH_TOKEN_KEY, '{"token":"mock-token-2-17')],
      ['auth_token holding a JSON number', breakOneKey(AUTH_TOKEN_KEY, '42')],
      ['auth_token holding a JSON array', breakOneKey(AUTH_TOKEN_KEY, JSON.stringify([validToken]))],
      ['auth_token holding an empty string', breakOneKey(AUTH_TOKEN_KEY, '')],
      ['auth-storage that is not JSON', () => localStorage.setItem(AUTH_STORAGE_KEY, '{"state": {oops')],
      ['auth-storage that is a number', () => localStorage.setItem(AUTH_STORAGE_KEY, '42')],
      [
        'auth-storage with a malformed user',
        () =>
          localStorage.setItem(
            AUTH_STORAGE_KEY,
            JSON.stringify({ state: { user: { id: 'x' }, token: 'mock-token-2', isAuthenticated: true }, version: 1 }),
          ),
      ],
      [
        'auth-storage signed in without a user',
        () =>
          localStorage.setItem(
            AUTH_STORAGE_KEY,
            JSON.stringify({ state: { user: null, token: 'mock-token-2-0', isAuthenticated: true }, version: 1 }),
          ),
      ],
      [
        'an auth_token left as « undefined »',
        () => {
          saveSession(validUser);
          localStorage.setItem(AUTH_TOKEN_KEY, 'undefined');
        },
      ],
      [
        'an auth_token that is not a token',
        () => {
          saveSession(validUser);
          localStorage.setItem(AUTH_TOKEN_KEY, '{"token": "<script>"}');
        },
      ],
      [
        'both keys damaged',
        () => {
          localStorage.setItem(AUTH_STORAGE_KEY, 'garbage');
          localStorage.setItem(AUTH_TOKEN_KEY, '   ');
        },
      ],
    ])('%s: signed out, both keys removed, one warning', async (_case, damage) => {
      damage();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { useAuthStore: store, startSession } = await freshStore();
      const started = startSession();
      await vi.advanceTimersByTimeAsync(LOAD_USER_DELAY_MS);
      await started;

      expect(store.getState()).toMatchObject({
        user: null,
        token: null,
        isAuthenticated: false,
        isLoading: false,
        sessionRead: true,
      });
      expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
      expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('keeps working when the browser refuses storage altogether', async () => {
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('Storage is disabled', 'SecurityError');
      });
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('Storage is disabled', 'SecurityError');
      });
      const { useAuthStore: store, startSession } = await freshStore();
      await startSession();
      expect(store.getState()).toMatchObject({ isAuthenticated: false, sessionRead: true });

      const result = store.getState().login(admin.email, DEMO_PASSWORD);
      await vi.advanceTimersByTimeAsync(AUTH_DELAY_MS);
      await expect(result).resolves.toBe(true);
    });
  });
});
