import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';
import { contactForm } from './forms';
import { checkMessage, invisibleMessage, lineBreakMessage, messageFields } from './messages';

const valid = {
  name: 'Hery Rakoto',
  email: 'hery@exemple.mg',
  company: '',
  subject: 'Demande de devis',
  message: 'Bonjour, je souhaite un site vitrine.',
};

const errorsOf = (kind: 'contact' | 'support', input: Record<string, unknown>) => {
  const check = checkMessage(kind, input);
  return check.ok ? {} : check.errors;
};

describe('a visitor’s message', () => {
  it('accepts a complete contact message, with or without a company, trimmed', () => {
    expect(checkMessage('contact', { ...valid, name: '  Hery Rakoto ' })).toEqual({ ok: true, fields: valid });
    expect(errorsOf('contact', { ...valid, company: 'Rakoto Import' })).toEqual({});
  });

  it('asks for every required field of an empty form, in French', () => {
    expect(errorsOf('contact', {})).toEqual({
      name: contactForm.errors.nameRequired,
      email: contactForm.errors.emailRequired,
      subject: contactForm.errors.subjectRequired,
      message: contactForm.errors.messageRequired,
    });
  });

  it.each(['name', 'email', 'subject', 'message'])('treats a %s made of spaces, or not a string, as empty', (field) => {
    expect(Object.keys(errorsOf('contact', { ...valid, [field]: '  \n ' }))).toEqual([field]);
    expect(Object.keys(errorsOf('contact', { ...valid, [field]: 42 }))).toEqual([field]);
  });

  it('refuses a malformed e-mail address with an example of the expected format', () => {
    expect(errorsOf('contact', { ...valid, email: 'hery.exemple.mg' })).toEqual({
      email: 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com.',
    });
  });

  it('refuses a field over its length, counting characters rather than code units', () => {
    const limit = messageFields.contact.find(({ name }) => name === 'message')?.maxLength ?? 0;
    expect(errorsOf('contact', { ...valid, message: '🌴'.repeat(limit) })).toEqual({});
    expect(errorsOf('contact', { ...valid, message: 'a'.repeat(limit + 1) })).toEqual({
      message: '«\u00a0Message\u00a0» ne peut dépasser 5\u202f000\u00a0caractères.',
    });
  });

  it('gives a support request the default priority, and refuses a priority that is not offered', () => {
    const request = { name: 'Hery', email: 'hery@exemple.mg', subject: 'Factures', message: 'Bonjour' };
    expect(checkMessage('support', request)).toEqual({ ok: true, fields: { ...request, priority: 'normal' } });
    expect(checkMessage('support', { ...request, priority: 'urgent' })).toMatchObject({
      fields: { priority: 'urgent' },
    });
    expect(errorsOf('support', { ...request, priority: 'immédiate' })).toEqual({
      priority: 'Choisissez une valeur de la liste «\u00a0Priorité\u00a0».',
    });
  });

  it('refuses line breaks, control characters, bidi overrides and invisible-only values in one-line fields', () => {
    const { name, subject, company } = contactForm.fields;
    expect(errorsOf('contact', { ...valid, name: 'Aina\nAdresse e-mail\u00a0: faux@exemple.mg' })).toEqual({
      name: lineBreakMessage(name.label),
    });
    expect(errorsOf('contact', { ...valid, subject: 'Facture \u202Efdp.exe' })).toEqual({
      subject: invisibleMessage(subject.label),
    });
    expect(errorsOf('contact', { ...valid, subject: 'Devis\u0007' })).toEqual({
      subject: invisibleMessage(subject.label),
    });
    expect(errorsOf('contact', { ...valid, name: '\u200b\u200d' })).toEqual({ name: contactForm.errors.nameRequired });
    expect(errorsOf('contact', { ...valid, company: '\u200b' })).toEqual({ company: invisibleMessage(company.label) });
    expect(errorsOf('support', { ...valid, priority: 'normal', subject: 'Ligne 1\u2028Ligne 2' })).toEqual({
      subject: lineBreakMessage(subject.label),
    });
    // The message keeps its lines, and a joiner inside a name (an emoji sequence) is no invisible value.
    expect(errorsOf('contact', { ...valid, name: 'Aina 👩\u200d💻', message: 'Bonjour,\n\nUn devis ?' })).toEqual({});
  });

  it('ignores fields the form does not have', () => {
    expect(checkMessage('contact', { ...valid, admin: 'true' })).toEqual({ ok: true, fields: valid });
  });
});

describe('isValidEmail', () => {
  it.each(['nom@exemple.com', 'prenom.nom+devis@societe.co.mg', '  nom@exemple.fr  ', 'Nom@Exemple.COM'])(
    'accepts the e-mail address « %s »',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    'nom',
    'nom@',
    '@exemple.com',
    'nom@exemple',
    'nom@exemple.',
    'nom@.com',
    'nom @exemple.com',
    'nom@@exemple.com',
    'nom@exem ple.com',
  ])('refuses the e-mail address « %s »', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
