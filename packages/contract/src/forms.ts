// The French copy of the site's two message forms (contact and support): labels, placeholders,
// required fields, errors and confirmations. The forms draw it, and the server's pages (a form post
// without JavaScript) draw it again: messages.ts turns it into the fields and checks both apply.
import { replyDelay } from './figures';

export type ContactFieldName = 'name' | 'email' | 'company' | 'subject' | 'message';

export interface FormFieldCopy {
  label: string;
  placeholder?: string;
  required: boolean;
  /** HTML `autocomplete` token, when one applies. */
  autoComplete?: string;
}

export const contactForm = {
  title: 'Envoyez-nous un message',
  requiredNote: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  fields: {
    name: { label: 'Nom complet', placeholder: 'Votre nom et prénom', required: true, autoComplete: 'name' },
    email: { label: 'Adresse e-mail', placeholder: 'vous@exemple.com', required: true, autoComplete: 'email' },
    company: {
      label: 'Entreprise (facultatif)',
      placeholder: 'Nom de votre entreprise',
      required: false,
      autoComplete: 'organization',
    },
    subject: { label: 'Sujet', placeholder: 'Objet de votre demande', required: true },
    message: { label: 'Message', placeholder: 'Décrivez votre projet ou votre question', required: true },
  } satisfies Record<ContactFieldName, FormFieldCopy>,
  errors: {
    nameRequired: 'Veuillez indiquer votre nom.',
    emailRequired: 'Veuillez indiquer votre adresse e-mail.',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com.',
    subjectRequired: 'Veuillez préciser le sujet de votre message.',
    messageRequired: 'Veuillez écrire votre message.',
  },
  submitLabel: 'Envoyer le message',
  submittingLabel: 'Envoi en cours…',
  successTitle: 'Message envoyé avec succès !',
  successText: 'Nous vous répondrons dans les plus brefs délais.',
};

export type SupportPriority = 'low' | 'normal' | 'high' | 'urgent';

export interface PriorityOption {
  value: SupportPriority;
  label: string;
}

export const priorityOptions: PriorityOption[] = [
  { value: 'low', label: 'Basse' },
  { value: 'normal', label: 'Normale' },
  { value: 'high', label: 'Haute' },
  { value: 'urgent', label: 'Urgente' },
];

export const defaultPriority: SupportPriority = 'normal';

export const supportForm = {
  title: 'Ouvrir une demande',
  requiredNote: contactForm.requiredNote,
  fields: {
    name: contactForm.fields.name,
    email: contactForm.fields.email,
    subject: { ...contactForm.fields.subject, placeholder: 'Résumé de votre problème' },
    priority: { label: 'Priorité', required: false },
    message: {
      ...contactForm.fields.message,
      placeholder: 'Décrivez le problème, les étapes pour le reproduire et le résultat attendu',
    },
  } satisfies Record<string, FormFieldCopy>,
  messageRows: 6,
  submitLabel: 'Envoyer la demande',
  submittingLabel: contactForm.submittingLabel,
  successTitle: 'Demande envoyée',
  successText: `Votre demande a bien été envoyée. Notre équipe vous répond sous ${replyDelay}.`,
};
