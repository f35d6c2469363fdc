import { cleanup, getDefaultNormalizer, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxMessageResponse, InboxMessageSummary } from '@company/contract/inbox';
import { inboxCopy } from '@company/contract/inbox';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteLocale } from '../../components/SiteLocale';
import { AdminInboxPage } from './AdminInboxPage';

// The French texts hold no-break spaces, which the default matcher would turn into plain ones.
const verbatim = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const summary = (id: string, overrides: Partial<InboxMessageSummary> = {}): InboxMessageSummary => ({
  id,
  kind: 'contact',
  name: 'Hery Rakoto',
  email: 'hery@exemple.mg',
  company: 'Vanille & Co',
  subject: `Demande de devis ${id}`,
  priority: null,
  excerpt: 'Bonjour, nous aimerions un devis.',
  createdAt: '2026-12-01T08:30:00.000Z',
  status: 'new',
  delivery: 'sent',
  ...overrides,
});

const detail = (message: InboxMessageSummary): InboxMessageResponse => ({
  message: {
    ...message,
    message: 'Bonjour,\nnous aimerions un devis.',
    delivery: { status: 'sent', attempts: 1, nextAttemptAt: null, lastError: null, sentAt: message.createdAt },
  },
  history: [],
});

interface Call {
  method: string;
  url: string;
  body?: unknown;
}

/** The inbox API at the fetch level: `answer` picks each response, every call is kept. */
function mockApi(answer: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const call: Call = {
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return Promise.resolve(answer(call) ?? json(500, { error: { code: 'internal_error', message: 'non prévu' } }));
    }),
  );
  return calls;
}

const signedIn = (call: Call) =>
  call.url === '/api/admin/session'
    ? json(200, { email: 'equipe@company.example', expiresAt: '', idleExpiresAt: '' })
    : undefined;

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/app/admin', element: <AdminInboxPage /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />, { wrapper: SiteLocale });
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminInboxPage', () => {
  it('signs out: asks for an address in French, then shows the server’s sentence', async () => {
    const calls = mockApi((call) =>
      call.url === '/api/admin/session'
        ? json(401, { error: { code: 'unauthorized', message: inboxCopy.errors.unauthorized } })
        : call.url === '/api/admin/session/link'
          ? json(202, { message: inboxCopy.linkSent })
          : undefined,
    );
    renderAt('/app/admin');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Recevoir un lien de connexion' });
    // Without the script the same form posts to the API.
    expect(button.closest('form')?.getAttribute('action')).toBe('/api/admin/session/link');

    await user.click(button);
    expect(await screen.findByText(inboxCopy.emailRequired)).toBeTruthy();
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'pas-une-adresse');
    await user.click(button);
    expect(await screen.findByText(inboxCopy.emailInvalid)).toBeTruthy();

    await user.clear(screen.getByLabelText(/Adresse e-mail/));
    await user.type(screen.getByLabelText(/Adresse e-mail/), ' Equipe@Company.example ');
    await user.click(button);
    expect(await screen.findByText(inboxCopy.linkSent, verbatim)).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/admin/session/link',
      body: { email: 'equipe@company.example' },
    });
  });

  it('reads its filters from the URL, sends them, and exports the same list', async () => {
    const calls = mockApi(
      (call) =>
        signedIn(call) ??
        (call.url.startsWith('/api/admin/inbox/messages?')
          ? json(200, { messages: [summary('m1', { kind: 'support' })], page: 2, limit: 25, total: 26, pages: 2 })
          : undefined),
    );
    renderAt('/app/admin?kind=support&status=new&status=in_progress&from=2026-11-01&to=2026-11-30&q=devis&page=2');
    expect(await screen.findByRole('link', { name: 'Demande de devis m1' })).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(
      '/api/admin/inbox/messages?kind=support&status=new&status=in_progress&from=2026-11-01&to=2026-11-30&q=devis&page=2',
    );
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Rechercher' }).value).toBe('devis');
    expect(screen.getByRole('radio', { name: 'Support' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Statut' }).textContent).toMatch(/Nouveau.*En cours|2/);
    expect(screen.getByRole('link', { name: 'Exporter en CSV' }).getAttribute('href')).toBe(
      '/api/admin/inbox/export.csv?kind=support&status=new&status=in_progress&from=2026-11-01&to=2026-11-30&q=devis',
    );
    expect(screen.getByText('Connecté en tant que equipe@company.example.')).toBeTruthy();
  });

  it('says when no message matches, and shows a failed list’s reason in French with a retry', async () => {
    let fail = true;
    mockApi(
      (call) =>
        signedIn(call) ??
        (fail
          ? json(503, { error: { code: 'storage_unavailable', message: inboxCopy.errors.storage_unavailable } })
          : json(200, { messages: [], page: 1, limit: 25, total: 0, pages: 0 })),
    );
    renderAt('/app/admin?q=introuvable');
    expect(await screen.findByText(inboxCopy.errors.storage_unavailable)).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun message ne correspond à ces filtres.')).toBeTruthy();
  });

  it('changes the status of the selected messages at once', async () => {
    let status: InboxMessageSummary['status'] = 'new';
    const calls = mockApi((call) => {
      if (call.method === 'POST') {
        status = 'archived';
        return json(200, { updated: 2 });
      }
      return (
        signedIn(call) ??
        json(200, {
          messages: [summary('m1', { status }), summary('m2', { status }), summary('m3')],
          page: 1,
          limit: 25,
          total: 3,
          pages: 1,
        })
      );
    });
    renderAt('/app/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Demande de devis m1/ }));
    await user.click(screen.getByRole('checkbox', { name: /Demande de devis m2/ }));
    await user.selectOptions(screen.getByLabelText(/Statut des messages sélectionnés \(2\)/), 'archived');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    // The toast, and its announcement to screen readers.
    expect(await screen.findAllByText('2\u00a0messages passés en «\u00a0Archivé\u00a0».', verbatim)).not.toHaveLength(
      0,
    );
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/admin/inbox/messages',
      body: { ids: ['m1', 'm2'], status: 'archived' },
    });
    await waitFor(() => expect(screen.getAllByText('Archivé', { selector: 'span' }).length).toBeGreaterThanOrEqual(2));
  });

  it('opens a message, offers a reply by mail, and erases it after confirmation', async () => {
    let erased = false;
    const calls = mockApi((call) => {
      if (call.url === '/api/admin/inbox/messages/m1')
        return call.method === 'DELETE' ? ((erased = true), json(204)) : json(200, detail(summary('m1')));
      return (
        signedIn(call) ??
        json(200, {
          messages: erased ? [] : [summary('m1')],
          page: 1,
          limit: 25,
          total: erased ? 0 : 1,
          pages: erased ? 0 : 1,
        })
      );
    });
    const router = renderAt('/app/admin?kind=contact');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Demande de devis m1' }));
    const sheet = await screen.findByRole('dialog', { name: 'Demande de devis m1' });
    expect(router.state.location.search).toBe('?kind=contact&message=m1');
    const reply = within(sheet).getByRole('link', { name: 'Répondre' }).getAttribute('href') ?? '';
    expect(reply.startsWith('mailto:hery@exemple.mg?subject=Re%C2%A0%3A%20Demande%20de%20devis%20m1&body=')).toBe(true);
    expect(decodeURIComponent(reply.split('body=')[1] ?? '')).toContain('> Bonjour,\r\n> nous aimerions un devis.');
    expect(within(sheet).getByText('Transmis par e-mail', { exact: false })).toBeTruthy();

    await user.click(within(sheet).getByRole('button', { name: 'Effacer' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Effacer ce message\u00a0?' });
    await user.click(within(confirm).getByRole('button', { name: 'Effacer définitivement' }));
    expect(await screen.findAllByText('Le message de Hery Rakoto a été effacé.')).not.toHaveLength(0);
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/admin/inbox/messages/m1')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?kind=contact');
    expect(await screen.findByText('Aucun message ne correspond à ces filtres.')).toBeTruthy();
  });
});
