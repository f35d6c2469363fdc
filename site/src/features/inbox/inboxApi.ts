import {
  inboxCopy,
  inboxEndpoints,
  inboxMessagePath,
  inboxQueryString,
  type InboxApiError,
  type InboxBulkResponse,
  type InboxListQuery,
  type InboxListResponse,
  type InboxMessageResponse,
  type InboxStatus,
  type SignInLinkResponse,
  type StaffSession,
} from '@company/contract/inbox';

/** A refused or failed call, with the French sentence to show and whether the session is gone. */
export class InboxRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'InboxRequestError';
  }
  get signedOut() {
    return this.status === 401;
  }
}

const networkError = 'Le serveur ne répond pas. Vérifiez votre connexion, puis réessayez.';

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    // Same origin: the session cookie goes along, and the server checks the origin of every write.
    response = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    });
  } catch {
    throw new InboxRequestError(networkError, 0);
  }
  if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;
  let message: string = inboxCopy.errors.internal_error;
  try {
    const body = (await response.json()) as Partial<InboxApiError>;
    if (body.error?.message) message = body.error.message;
  } catch {
    // A proxy's page rather than the API's JSON: the generic sentence stays.
  }
  throw new InboxRequestError(message, response.status);
}

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

export const inboxApi = {
  session: () => call<StaffSession>(inboxEndpoints.session),
  requestLink: (email: string) => call<SignInLinkResponse>(inboxEndpoints.signInLink, json('POST', { email })),
  signOut: () => call<void>(inboxEndpoints.session, { method: 'DELETE' }),
  list: (query: Partial<InboxListQuery>) =>
    call<InboxListResponse>(`${inboxEndpoints.messages}?${inboxQueryString(query)}`),
  message: (id: string) => call<InboxMessageResponse>(inboxMessagePath(id)),
  setStatus: (id: string, status: InboxStatus) =>
    call<InboxMessageResponse>(inboxMessagePath(id), json('PATCH', { status })),
  setStatuses: (ids: string[], status: InboxStatus) =>
    call<InboxBulkResponse>(inboxEndpoints.messages, json('POST', { ids, status })),
  erase: (id: string) => call<void>(inboxMessagePath(id), { method: 'DELETE' }),
};
