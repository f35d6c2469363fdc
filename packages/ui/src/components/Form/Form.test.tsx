import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  arrayNamesOf,
  constraintErrors,
  formDataToValues,
  issuePathToName,
  issuesToErrors,
  matchFieldName,
  normalizeErrors,
} from './values';

const formFrom = (html: string) => {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
};

describe('formDataToValues', () => {
  it('gives a name sent once as a value and a name sent several times as an array', () => {
    const data = new FormData();
    data.append('nom', 'Hanitra Rakoto');
    data.append('sujets', 'devis');
    data.append('sujets', 'support');
    expect(formDataToValues(data)).toEqual({ nom: 'Hanitra Rakoto', sujets: ['devis', 'support'] });
  });

  it('leaves out unchecked boxes, as the browser does, and keeps empty texts', () => {
    const form = formFrom(
      '<input name="nom" value=""><input type="checkbox" name="consentement"><input type="checkbox" name="lettre" checked>',
    );
    expect(formDataToValues(new FormData(form))).toEqual({ nom: '', lettre: 'on' });
  });

  it('gives the names of a group an array, even with one value or none', () => {
    const form = formFrom(`
      <input type="checkbox" name="canaux" value="courriel" checked>
      <input type="checkbox" name="canaux" value="sms">
      <select name="langues" multiple><option value="fr">Français</option><option value="mg">Malagasy</option></select>
      <input type="checkbox" name="consentement" checked>`);
    const names = arrayNamesOf(form);
    expect([...names].sort()).toEqual(['canaux', 'langues']);
    expect(formDataToValues(new FormData(form), names)).toEqual({
      canaux: ['courriel'],
      langues: [],
      consentement: 'on',
    });
  });

  it('keeps files as they are', () => {
    const data = new FormData();
    const file = new File(['%PDF'], 'devis.pdf', { type: 'application/pdf' });
    data.append('piece', file);
    expect(formDataToValues(data).piece).toBeInstanceOf(File);
  });
});

describe('issuePathToName', () => {
  it('joins keys and path segments with dots', () => {
    expect(issuePathToName(['adresse', { key: 'ville' }])).toBe('adresse.ville');
    expect(issuePathToName(['sujets', 1])).toBe('sujets.1');
    expect(issuePathToName([Symbol('id')])).toBe('id');
  });

  it('is empty for an issue about the whole value', () => {
    expect(issuePathToName(undefined)).toBe('');
    expect(issuePathToName([])).toBe('');
  });
});

describe('matchFieldName', () => {
  const names = new Set(['email', 'sujets', 'adresse.ville']);
  it('finds the control itself, a repeated name without its index, or the nearest parent', () => {
    expect(matchFieldName('email', names)).toBe('email');
    expect(matchFieldName('sujets.2', names)).toBe('sujets');
    expect(matchFieldName('adresse.ville', names)).toBe('adresse.ville');
    expect(matchFieldName('email.domaine', names)).toBe('email');
  });
  it('is undefined for an issue no control holds', () => {
    expect(matchFieldName('', names)).toBeUndefined();
    expect(matchFieldName('telephone', names)).toBeUndefined();
  });
});

describe('issuesToErrors', () => {
  const names = new Set(['nom', 'email', 'motDePasse', 'confirmation']);

  it('maps Zod issues to their fields, the first message of each, and an issue without path to the form', async () => {
    const schema = z
      .object({
        nom: z.string().min(1, 'Saisissez votre nom.'),
        email: z.email('Saisissez une adresse e-mail valide.').endsWith('.mg', 'Utilisez une adresse en .mg.'),
        motDePasse: z.string(),
        confirmation: z.string(),
      })
      .refine((values) => values.motDePasse === values.confirmation, 'Les mots de passe ne correspondent pas.');
    const result = await schema['~standard'].validate({
      nom: '',
      email: 'hanitra',
      motDePasse: 'a',
      confirmation: 'b',
    });
    expect(result.issues).toBeDefined();
    expect(issuesToErrors(result.issues!, names)).toEqual({
      fields: { nom: 'Saisissez votre nom.', email: 'Saisissez une adresse e-mail valide.' },
      form: ['Les mots de passe ne correspondent pas.'],
    });
  });

  it('maps Valibot issues the same way, and sends the others to the form', async () => {
    const schema = v.pipe(
      v.object({
        nom: v.pipe(v.string(), v.nonEmpty('Saisissez votre nom.')),
        email: v.pipe(v.string(), v.email('Saisissez une adresse e-mail valide.')),
        motDePasse: v.string(),
        confirmation: v.string(),
      }),
      v.check((values) => values.motDePasse === values.confirmation, 'Les mots de passe ne correspondent pas.'),
    );
    const invalid = await schema['~standard'].validate({
      nom: '',
      email: 'hanitra',
      motDePasse: 'a',
      confirmation: 'a',
    });
    expect(issuesToErrors(invalid.issues!, names)).toEqual({
      fields: { nom: 'Saisissez votre nom.', email: 'Saisissez une adresse e-mail valide.' },
      form: [],
    });
    const mismatch = await schema['~standard'].validate({
      nom: 'Hanitra',
      email: 'hanitra@exemple.mg',
      motDePasse: 'a',
      confirmation: 'b',
    });
    expect(issuesToErrors(mismatch.issues!, names)).toEqual({
      fields: {},
      form: ['Les mots de passe ne correspondent pas.'],
    });
  });
});

describe('normalizeErrors', () => {
  it('joins the messages of one name and drops empty ones', () => {
    expect(
      normalizeErrors({
        email: 'Cette adresse est déjà inscrite.',
        motDePasse: ['Au moins 12 caractères.', 'Au moins un chiffre.'],
        nom: [],
      }),
    ).toEqual({
      email: 'Cette adresse est déjà inscrite.',
      motDePasse: 'Au moins 12 caractères. Au moins un chiffre.',
    });
  });
});

describe('constraintErrors', () => {
  const form = formFrom(`
    <input name="nom" required>
    <input name="email" type="email" value="hanitra">
    <input type="radio" name="reponse" value="courriel" required>
    <input type="radio" name="reponse" value="telephone">
    <input name="code" pattern="[0-9]{3}" value="12a">
    <input name="ignore" required disabled>`);

  it('gives one message per invalid name, in document order, disabled controls left out', () => {
    const errors = constraintErrors(form, { validationMessages: { valueMissing: 'Champ obligatoire.' } });
    expect(Object.keys(errors)).toEqual(['nom', 'email', 'reponse', 'code']);
    expect(errors.nom).toBe('Champ obligatoire.');
    expect(errors.reponse).toBe('Champ obligatoire.');
  });

  it('asks the app first, then the message of the flag, then the browser', () => {
    const errors = constraintErrors(form, {
      validationMessages: { typeMismatch: 'Adresse e-mail invalide.' },
      getValidationMessage: (element, state) =>
        element.name === 'code' && state === 'patternMismatch' ? 'Trois chiffres.' : undefined,
    });
    expect(errors.email).toBe('Adresse e-mail invalide.');
    expect(errors.code).toBe('Trois chiffres.');
    expect(errors.nom).toBe((form.elements.namedItem('nom') as HTMLInputElement).validationMessage);
  });

  it('checks only the controls called `name` when asked', () => {
    expect(Object.keys(constraintErrors(form, {}, 'email'))).toEqual(['email']);
  });
});
