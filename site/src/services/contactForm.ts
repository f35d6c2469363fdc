import { contactForm, type ContactFieldName } from '../data/contact';

/** What the visitor typed in the contact form; `company` may stay empty. */
export type ContactFormValues = Record<ContactFieldName, string>;

/** One French message per invalid field; a field that is valid has no key. */
export type ContactFormErrors = Partial<Record<ContactFieldName, string>>;

/** Fields in the order they appear, so the first invalid one can take the focus. */
export const contactFieldOrder: readonly ContactFieldName[] = ['name', 'email', 'company', 'subject', 'message'];

export const emptyContactForm: ContactFormValues = { name: '', email: '', company: '', subject: '', message: '' };

// One « @ », something before it, a dot in the domain and no spaces: strict enough to catch typos
// without refusing the unusual but valid addresses a stricter pattern would.
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Whether `email` looks like a deliverable address (`nom@exemple.com`). */
export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}

/** The error of one field for the given values, or `undefined` when the field is valid. */
export function validateContactField(field: ContactFieldName, values: ContactFormValues): string | undefined {
  const value = values[field].trim();
  const { errors } = contactForm;
  switch (field) {
    case 'name':
      return value ? undefined : errors.nameRequired;
    case 'email':
      if (!value) return errors.emailRequired;
      return isValidEmail(value) ? undefined : errors.emailInvalid;
    case 'subject':
      return value ? undefined : errors.subjectRequired;
    case 'message':
      return value ? undefined : errors.messageRequired;
    case 'company':
      return undefined;
  }
}

/** Checks every field; an empty object means the form can be sent. Text made only of spaces counts as empty. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const result: ContactFormErrors = {};
  for (const field of contactFieldOrder) {
    const error = validateContactField(field, values);
    if (error) result[field] = error;
  }
  return result;
}

/** The first field, in page order, that has an error. */
export function firstInvalidField(errors: ContactFormErrors): ContactFieldName | undefined {
  return contactFieldOrder.find((field) => errors[field] !== undefined);
}
