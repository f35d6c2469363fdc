import type { LinkAction } from './types';

/** The FAQ page's own copy; its questions and answers are in src/content/faq. */
export const faqMeta = {
  title: 'FAQ',
  description:
    'Questions fréquentes sur nos services, nos tarifs et moyens de paiement, nos délais de livraison et la sécurité de vos données\u00a0: toutes nos réponses.',
};

export const faqHero = {
  title: 'Questions fréquentes',
  lead: 'Les réponses aux questions que nos clients nous posent le plus souvent. Vous ne trouvez pas la vôtre ? Écrivez-nous.',
};

export const faqSections = {
  categoriesLabel: 'Questions par thème',
  tocLabel: 'Aller à un thème',
  /** The link among `faqLinks` drawn as the main action. */
  primaryHref: '/contact',
  closing: {
    title: 'Vous n’avez pas trouvé votre réponse\u00a0?',
    text: 'Découvrez nos services et nos tarifs, ou posez-nous directement votre question.',
  },
};

export const faqLinks: LinkAction[] = [
  { label: 'Nos services', href: '/services' },
  { label: 'Nos tarifs', href: '/pricing' },
  { label: 'Nous contacter', href: '/contact' },
  { label: 'À propos', href: '/about' },
];
