import { isValidEmail } from '@company/contract/email';

/** One French message per invalid field; a valid field has no key. */
export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

/** Longest accepted name, so it still fits the header menu. */
export const NAME_MAX_LENGTH = 80;
/** Shortest accepted new password. */
export const PASSWORD_MIN_LENGTH = 8;

/** Texts of the account forms: errors per field and the confirmation of each form. */
export const accountFormMessages = {
  nameRequired: 'Indiquez votre nom.',
  nameTooLong: `Le nom ne doit pas dépasser ${NAME_MAX_LENGTH}\u00a0caractères.`,
  emailRequired: 'Indiquez votre adresse e-mail.',
  emailInvalid: 'L’adresse e-mail n’est pas valide (exemple\u00a0: nom@exemple.mg).',
  currentPasswordRequired: 'Indiquez votre mot de passe actuel.',
  currentPasswordWrong: 'Ce n’est pas votre mot de passe actuel.',
  newPasswordRequired: 'Choisissez un nouveau mot de passe.',
  newPasswordTooShort: `Le nouveau mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH}\u00a0caractères.`,
  newPasswordUnchanged: 'Le nouveau mot de passe doit être différent de l’actuel.',
  confirmPasswordRequired: 'Confirmez le nouveau mot de passe.',
  confirmPasswordMismatch: 'Les deux mots de passe ne correspondent pas.',
  mobilePhoneRequired: 'Indiquez un numéro de mobile pour recevoir les alertes par SMS.',
  mobilePhoneInvalid: 'Le numéro de mobile n’est pas valide (exemple\u00a0: +261 34 12 345 67).',
  profileSaved: 'Votre profil a été mis à jour.',
  /** The demonstration accounts' password cannot change: the form only checks what was typed. */
  passwordChecked: 'Saisie valide. Le mot de passe de démonstration reste inchangé.',
  /** Nothing keeps the preferences in this demonstration: the confirmation says so. */
  preferencesSaved: 'Préférences valides. Cet espace de démonstration ne les enregistre pas.',
} as const;

const messages = accountFormMessages;

/** The first field, in page order, that has an error: it takes the focus after a failed submit. */
export function firstInvalidField<Field extends string>(
  order: readonly Field[],
  errors: FormErrors<Field>,
): Field | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/** Whether the form can be saved. */
export const isValid = (errors: FormErrors<string>) => Object.keys(errors).length === 0;

// --- Profile ------------------------------------------------------------------------------

export interface ProfileValues {
  name: string;
  email: string;
}

export const profileFieldOrder: readonly (keyof ProfileValues)[] = ['name', 'email'];

export function validateProfile({ name, email }: ProfileValues): FormErrors<keyof ProfileValues> {
  const errors: FormErrors<keyof ProfileValues> = {};
  const trimmedName = name.trim();
  if (!trimmedName) errors.name = messages.nameRequired;
  else if (trimmedName.length > NAME_MAX_LENGTH) errors.name = messages.nameTooLong;
  if (!email.trim()) errors.email = messages.emailRequired;
  else if (!isValidEmail(email)) errors.email = messages.emailInvalid;
  return errors;
}

// --- Password change ----------------------------------------------------------------------

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const passwordFieldOrder: readonly (keyof PasswordValues)[] = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
];

export const emptyPasswordValues: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Passwords are taken as typed: spaces count, since a password may hold them. `isCurrentPassword`
 * is the account's own check (the auth store's).
 */
export function validatePasswordChange(
  { currentPassword, newPassword, confirmPassword }: PasswordValues,
  isCurrentPassword: (password: string) => boolean,
): FormErrors<keyof PasswordValues> {
  const errors: FormErrors<keyof PasswordValues> = {};
  if (!currentPassword) errors.currentPassword = messages.currentPasswordRequired;
  else if (!isCurrentPassword(currentPassword)) errors.currentPassword = messages.currentPasswordWrong;
  if (!newPassword) errors.newPassword = messages.newPasswordRequired;
  else if (Array.from(newPassword).length < PASSWORD_MIN_LENGTH) errors.newPassword = messages.newPasswordTooShort;
  else if (newPassword === currentPassword) errors.newPassword = messages.newPasswordUnchanged;
  if (!confirmPassword) errors.confirmPassword = messages.confirmPasswordRequired;
  else if (confirmPassword !== newPassword) errors.confirmPassword = messages.confirmPasswordMismatch;
  return errors;
}

// --- Preferences --------------------------------------------------------------------------

export interface PreferencesValues {
  emailNotifications: boolean;
  newsletter: boolean;
  smsAlerts: boolean;
  /** Needed only with SMS alerts. */
  mobilePhone: string;
}

export const preferencesFieldOrder: readonly (keyof PreferencesValues)[] = [
  'emailNotifications',
  'newsletter',
  'smsAlerts',
  'mobilePhone',
];

export const defaultPreferencesValues: PreferencesValues = {
  emailNotifications: true,
  newsletter: false,
  smsAlerts: false,
  mobilePhone: '',
};

// An optional « + », then 8 to 15 digits (the international maximum) with the usual separators.
const phonePattern = /^\+?[\d\s.()-]+$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

export function validatePreferences({
  smsAlerts,
  mobilePhone,
}: PreferencesValues): FormErrors<keyof PreferencesValues> {
  const errors: FormErrors<keyof PreferencesValues> = {};
  const phone = mobilePhone.trim();
  if (smsAlerts && !phone) errors.mobilePhone = messages.mobilePhoneRequired;
  else if (phone && (!phonePattern.test(phone) || digitCount(phone) < 8 || digitCount(phone) > 15)) {
    errors.mobilePhone = messages.mobilePhoneInvalid;
  }
  return errors;
}
