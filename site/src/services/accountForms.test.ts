import { describe, expect, it } from 'vitest';
import {
  accountFormMessages as messages,
  defaultPreferencesValues,
  firstInvalidField,
  isValid,
  passwordFieldOrder,
  validatePasswordChange,
  validatePreferences,
  validateProfile,
} from './accountForms';

describe('validateProfile', () => {
  it('accepts a name and a valid e-mail', () => {
    expect(validateProfile({ name: 'Hanitra Rakotomalala', email: 'hanitra@exemple.mg' })).toEqual({});
  });

  it('asks for both fields when they are empty or only spaces', () => {
    expect(validateProfile({ name: '   ', email: '' })).toEqual({
      name: 'Indiquez votre nom.',
      email: 'Indiquez votre adresse e-mail.',
    });
  });

  it('refuses a malformed e-mail and an overlong name', () => {
    const errors = validateProfile({ name: 'a'.repeat(81), email: 'hanitra@exemple' });
    expect(errors.email).toBe(messages.emailInvalid);
    expect(errors.name).toBe(messages.nameTooLong);
  });
});

describe('validatePasswordChange', () => {
  const valid = { currentPassword: 'ancien-mdp', newPassword: 'nouveau-mdp', confirmPassword: 'nouveau-mdp' };
  const isCurrent = (password: string) => password === 'ancien-mdp';

  it('refuses a current password that is not the account’s, in plain French', () => {
    expect(validatePasswordChange({ ...valid, currentPassword: 'mauvais-mdp' }, isCurrent)).toEqual({
      currentPassword: 'Ce n’est pas votre mot de passe actuel.',
    });
  });

  it('accepts a new password of 8 characters or more, confirmed', () => {
    expect(validatePasswordChange(valid, isCurrent)).toEqual({});
    expect(
      validatePasswordChange({ ...valid, newPassword: '12345678', confirmPassword: '12345678' }, isCurrent),
    ).toEqual({});
  });

  it('asks for every field when the form is empty, the current password first', () => {
    const errors = validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' }, isCurrent);
    expect(errors).toEqual({
      currentPassword: 'Indiquez votre mot de passe actuel.',
      newPassword: 'Choisissez un nouveau mot de passe.',
      confirmPassword: 'Confirmez le nouveau mot de passe.',
    });
    expect(firstInvalidField(passwordFieldOrder, errors)).toBe('currentPassword');
  });

  it('refuses a new password shorter than 8 characters', () => {
    expect(
      validatePasswordChange({ ...valid, newPassword: '1234567', confirmPassword: '1234567' }, isCurrent).newPassword,
    ).toBe('Le nouveau mot de passe doit contenir au moins 8\u00a0caractères.');
  });

  it('refuses a new password equal to the current one', () => {
    expect(
      validatePasswordChange({ ...valid, newPassword: 'ancien-mdp', confirmPassword: 'ancien-mdp' }, isCurrent)
        .newPassword,
    ).toBe(messages.newPasswordUnchanged);
  });

  it('refuses a confirmation that does not match', () => {
    const errors = validatePasswordChange({ ...valid, confirmPassword: 'nouveau-mdq' }, isCurrent);
    expect(errors).toEqual({ confirmPassword: 'Les deux mots de passe ne correspondent pas.' });
    expect(firstInvalidField(passwordFieldOrder, errors)).toBe('confirmPassword');
  });
});

describe('validatePreferences', () => {
  it('accepts the defaults', () => {
    expect(isValid(validatePreferences(defaultPreferencesValues))).toBe(true);
  });

  it('asks for a mobile number when SMS alerts are on', () => {
    expect(validatePreferences({ ...defaultPreferencesValues, smsAlerts: true })).toEqual({
      mobilePhone: messages.mobilePhoneRequired,
    });
  });

  it.each(['+261 34 12 345 67', '034 12 345 67', '+33 (0)6 12 34 56 78'])('accepts %s', (mobilePhone) => {
    expect(validatePreferences({ ...defaultPreferencesValues, smsAlerts: true, mobilePhone })).toEqual({});
  });

  it.each(['12 34', 'mon numéro', '+261 34 12 345 67 89 01 23'])('refuses %s', (mobilePhone) => {
    expect(validatePreferences({ ...defaultPreferencesValues, smsAlerts: true, mobilePhone }).mobilePhone).toBe(
      messages.mobilePhoneInvalid,
    );
  });
});
