import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../config/site';
import { CONTACT_SUCCESS_BANNER_MS, ContactForm } from './ContactForm';

// fireEvent rather than user-event: user-event waits on timers, which the fake clock holds still.
const user = {
  click: (element: HTMLElement) => act(() => fireEvent.click(element)),
  type: (element: HTMLElement, text: string) =>
    act(() => fireEvent.change(element, { target: { value: (element as HTMLInputElement).value + text } })),
};

/** A server answer that arrives when the test says so. */
function deferredFetch() {
  const requests: { url: string; init: RequestInit }[] = [];
  let answer: (response: Response) => void = () => {};
  const fetch = vi.fn((url: string, init: RequestInit) => {
    requests.push({ url, init });
    return new Promise<Response>((resolve) => (answer = resolve));
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    answer: (response: Response) =>
      act(async () => {
        answer(response);
        await vi.advanceTimersByTimeAsync(0);
      }),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderForm() {
  render(
    <>
      <h2 id="title">Envoyez-nous un message</h2>
      <ContactForm aria-labelledby="title" />
    </>,
  );
  return {
    form: screen.getByRole('form', { name: 'Envoyez-nous un message' }),
    name: screen.getByRole('textbox', { name: 'Nom complet' }),
    email: screen.getByRole('textbox', { name: 'Adresse e-mail' }),
    company: screen.getByRole('textbox', { name: 'Entreprise (facultatif)' }),
    subject: screen.getByRole('textbox', { name: 'Sujet' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
    submit: screen.getByRole('button', { name: /Envoyer le message/ }),
  };
}

async function fillValid(fields: ReturnType<typeof renderForm>) {
  await user.type(fields.name, 'Hery Rakoto');
  await user.type(fields.email, 'hery@exemple.mg');
  await user.type(fields.company, 'Rakoto Import');
  await user.type(fields.subject, 'Demande de devis');
  await user.type(fields.message, 'Bonjour, je souhaite un site vitrine.');
}

describe('ContactForm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('posts to the server without its script, and lets the browser check the fields until then', () => {
    const { form, name, email, company, subject, message } = renderForm();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact');
    for (const field of [name, email, subject, message]) expect(field).toBeRequired();
    expect(company).not.toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    // Rendered, the script takes the checks over with its French messages.
    expect((form as HTMLFormElement).noValidate).toBe(true);
  });

  it('explains each missing field in French, moves the focus to the first one and sends nothing', async () => {
    const { requests } = deferredFetch();
    const { name, email, subject, message, submit } = renderForm();
    await user.click(submit);

    expect(name).toHaveAccessibleDescription(/Veuillez indiquer votre nom\.$/);
    expect(email).toHaveAccessibleDescription(/Veuillez indiquer votre adresse e-mail\.$/);
    expect(subject).toHaveAccessibleDescription(/Veuillez préciser le sujet de votre message\.$/);
    expect(message).toHaveAccessibleDescription(/Veuillez écrire votre message\.$/);
    expect(name).toBeInvalid();
    expect(name).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('checks a field again as the visitor corrects it', async () => {
    const { name, email, submit } = renderForm();
    await user.click(submit);

    await user.type(name, 'Hery');
    expect(name).not.toBeInvalid();
    expect(name).not.toHaveAccessibleDescription();

    await user.type(email, 'hery@exemple');
    expect(email).toHaveAccessibleDescription(
      /Veuillez saisir une adresse e-mail valide, par exemple nom@exemple\.com\.$/,
    );
    await user.type(email, '.mg');
    expect(email).not.toBeInvalid();
  });

  it('says « envoyé » only once the server has stored the message, for 5 s, and empties the form', async () => {
    const server = deferredFetch();
    const fields = renderForm();
    await fillValid(fields);
    await user.click(fields.submit);

    expect(fields.submit).toHaveAttribute('aria-busy', 'true');
    expect(fields.submit).toHaveAccessibleName(/Envoi en cours/);
    const [request] = server.requests;
    expect(request?.url).toBe('/api/contact');
    expect(request?.init.method).toBe('POST');
    expect(new Headers(request?.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(request?.init.body as string)).toEqual({
      name: 'Hery Rakoto',
      email: 'hery@exemple.mg',
      company: 'Rakoto Import',
      subject: 'Demande de devis',
      message: 'Bonjour, je souhaite un site vitrine.',
      website: '',
    });
    // However long the server takes, nothing claims the message was sent.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await server.answer(json(201, { id: 'a1', duplicate: false }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/Message envoyé avec succès\s!/);
    expect(status).toHaveTextContent('Nous vous répondrons dans les plus brefs délais.');
    expect(fields.submit).not.toHaveAttribute('aria-busy');
    for (const field of [fields.name, fields.email, fields.company, fields.subject, fields.message])
      expect(field).toHaveValue('');

    await act(() => vi.advanceTimersByTimeAsync(CONTACT_SUCCESS_BANNER_MS - 1));
    expect(status).toHaveTextContent('Message envoyé avec succès');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(status).toBeEmptyDOMElement();
  });

  it('keeps what was typed when the server cannot be reached, gives the e-mail and phone, and retries with the same key', async () => {
    const server = deferredFetch();
    const fields = renderForm();
    await fillValid(fields);
    await user.click(fields.submit);
    await server.answer(json(503, { error: { code: 'storage_unavailable', message: 'Indisponible' } }));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Votre message n’a pas pu être envoyé');
    expect(alert).toHaveTextContent(site.email);
    expect(alert).toHaveTextContent(site.phone);
    expect(fields.name).toHaveValue('Hery Rakoto');
    expect(fields.message).toHaveValue('Bonjour, je souhaite un site vitrine.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.click(fields.submit);
    const [first, second] = server.requests.map(({ init }) => new Headers(init.headers).get('Idempotency-Key'));
    expect(second).toBe(first);
  });

  it('sends the text again with a new key when the server says its key went with another message', async () => {
    const server = deferredFetch();
    const fields = renderForm();
    await fillValid(fields);
    await user.click(fields.submit);
    await server.answer(json(409, { error: { code: 'idempotency_conflict', message: 'Clé déjà utilisée' } }));

    // No alert in between: the visitor has nothing to do.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fields.submit).toHaveAttribute('aria-busy', 'true');
    const [first, second] = server.requests;
    const key = (request: typeof first) => new Headers(request?.init.headers).get('Idempotency-Key');
    expect(key(second)).toMatch(/^[0-9a-f]{32}$/);
    expect(key(second)).not.toBe(key(first));
    expect(second?.init.body).toBe(first?.init.body);

    await server.answer(json(201, { id: 'a2', duplicate: false }));
    expect(screen.getByRole('status')).toHaveTextContent(/Message envoyé avec succès\s!/);
    expect(server.requests).toHaveLength(2);
  });

  it('shows the server’s field errors under their fields', async () => {
    const server = deferredFetch();
    const fields = renderForm();
    await fillValid(fields);
    await user.click(fields.submit);
    await server.answer(
      json(400, {
        error: { code: 'invalid_request', message: 'Invalide', fields: { subject: 'Sujet refusé par le serveur.' } },
      }),
    );
    expect(fields.subject).toHaveAccessibleDescription(/Sujet refusé par le serveur\.$/);
    expect(fields.subject).toHaveFocus();
    expect(fields.message).toHaveValue('Bonjour, je souhaite un site vitrine.');
  });

  it('asks the visitor to wait when the server limits them', async () => {
    const server = deferredFetch();
    const fields = renderForm();
    await fillValid(fields);
    await user.click(fields.submit);
    await server.answer(json(429, { error: { code: 'rate_limited', message: 'Trop' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Patientez quelques minutes');
    expect(fields.message).toHaveValue('Bonjour, je souhaite un site vitrine.');
  });
});
