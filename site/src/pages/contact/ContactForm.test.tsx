import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SEND_DELAY_MS, useContactStore } from '../../stores/contactStore';
import { CONTACT_SUCCESS_BANNER_MS, ContactForm } from './ContactForm';

// fireEvent rather than user-event: user-event waits on timers, which the fake clock holds still.
const user = {
  click: (element: HTMLElement) => act(() => fireEvent.click(element)),
  type: (element: HTMLElement, text: string) =>
    act(() => fireEvent.change(element, { target: { value: (element as HTMLInputElement).value + text } })),
};

function renderForm() {
  render(
    <>
      <h2 id="title">Envoyez-nous un message</h2>
      <ContactForm aria-labelledby="title" />
    </>,
  );
  return {
    name: screen.getByRole('textbox', { name: 'Nom complet' }),
    email: screen.getByRole('textbox', { name: 'Adresse e-mail' }),
    company: screen.getByRole('textbox', { name: 'Entreprise (facultatif)' }),
    subject: screen.getByRole('textbox', { name: 'Sujet' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
    submit: screen.getByRole('button', { name: /Envoyer le message/ }),
  };
}

describe('ContactForm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useContactStore.setState(useContactStore.getInitialState(), true);
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('marks the four required fields and leaves the company optional', () => {
    const { name, email, company, subject, message } = renderForm();
    for (const field of [name, email, subject, message]) expect(field).toBeRequired();
    expect(company).not.toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
  });

  it('explains each missing field in French and moves the focus to the first one', async () => {
    const { name, email, subject, message, submit } = renderForm();
    await user.click(submit);

    expect(name).toHaveAccessibleDescription(/Veuillez indiquer votre nom\.$/);
    expect(email).toHaveAccessibleDescription(/Veuillez indiquer votre adresse e-mail\.$/);
    expect(subject).toHaveAccessibleDescription(/Veuillez préciser le sujet de votre message\.$/);
    expect(message).toHaveAccessibleDescription(/Veuillez écrire votre message\.$/);
    expect(name).toBeInvalid();
    expect(name).toHaveFocus();

    await act(() => vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS));
    expect(useContactStore.getState().messages).toHaveLength(0);
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

  it('sends for about 1.5 s, confirms for 5 s and empties the form', async () => {
    const { name, email, company, subject, message, submit } = renderForm();
    await user.type(name, 'Hery Rakoto');
    await user.type(email, 'hery@exemple.mg');
    await user.type(company, 'Rakoto Import');
    await user.type(subject, 'Demande de devis');
    await user.type(message, 'Bonjour, je souhaite un site vitrine.');
    await user.click(submit);

    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toHaveAccessibleName(/Envoi en cours/);
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS - 100));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await act(() => vi.advanceTimersByTimeAsync(100));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/Message envoyé avec succès\s!/);
    expect(status).toHaveTextContent('Nous vous répondrons dans les plus brefs délais.');
    expect(submit).not.toHaveAttribute('aria-busy');
    for (const field of [name, email, company, subject, message]) expect(field).toHaveValue('');

    const [stored] = useContactStore.getState().messages;
    expect(stored).toMatchObject({ name: 'Hery Rakoto', company: 'Rakoto Import', status: 'unread' });
    expect(useContactStore.getState().stats.totalMessages).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(CONTACT_SUCCESS_BANNER_MS - 1));
    expect(status).toHaveTextContent('Message envoyé avec succès');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(status).toBeEmptyDOMElement();
  });

  it('keeps what was typed and says so when sending fails', async () => {
    useContactStore.setState({ sendContactMessage: () => Promise.reject(new Error('indisponible')) });
    const { name, email, subject, message, submit } = renderForm();
    await user.type(name, 'Hery');
    await user.type(email, 'hery@exemple.mg');
    await user.type(subject, 'Devis');
    await user.type(message, 'Bonjour');
    await user.click(submit);

    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue. Veuillez réessayer.');
    expect(name).toHaveValue('Hery');
    expect(message).toHaveValue('Bonjour');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
