import { describe, expect, it } from 'vitest';
import { contactForm } from '../data/contact';
import {
  emptyContactForm,
  firstInvalidField,
  isValidEmail,
  validateContactField,
  validateContactForm,
  type ContactFormValues,
} from './contactForm';

const valid: ContactFormValues = {
  name: 'Hery Rakoto',
  email: 'hery@exemple.mg',
  company: '',
  subject: 'Demande de devis',
  message: 'Bonjour, je souhaite un site vitrine.',
};

describe('contact form validation', () => {
  it('accepts a complete form, with or without a company', () => {
    expect(validateContactForm(valid)).toEqual({});
    expect(validateContactForm({ ...valid, company: 'Rakoto Import' })).toEqual({});
  });

  it('asks for every required field of an empty form, in French', () => {
    expect(validateContactForm(emptyContactForm)).toEqual({
      name: 'Veuillez indiquer votre nom.',
      email: 'Veuillez indiquer votre adresse e-mail.',
      subject: 'Veuillez préciser le sujet de votre message.',
      message: 'Veuillez écrire votre message.',
    });
  });

  it.each([
    ['name', contactForm.errors.nameRequired],
    ['email', contactForm.errors.emailRequired],
    ['subject', contactForm.errors.subjectRequired],
    ['message', contactForm.errors.messageRequired],
  ] as const)('requires the %s and treats spaces alone as empty', (field, error) => {
    expect(validateContactForm({ ...valid, [field]: '' })).toEqual({ [field]: error });
    expect(validateContactForm({ ...valid, [field]: '  \n ' })).toEqual({ [field]: error });
  });

  it('never requires the company', () => {
    expect(validateContactField('company', { ...valid, company: '' })).toBeUndefined();
  });

  it('refuses a malformed e-mail address with an example of the expected format', () => {
    expect(validateContactForm({ ...valid, email: 'hery.exemple.mg' })).toEqual({
      email: 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com.',
    });
  });

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

  it('points at the first invalid field in page order', () => {
    expect(firstInvalidField(validateContactForm({ ...valid, message: '', email: 'x' }))).toBe('email');
    expect(firstInvalidField(validateContactForm(emptyContactForm))).toBe('name');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
