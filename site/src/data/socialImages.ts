import { replyDelay } from '@company/contract/figures';
import { site } from '../config/site';
import { services } from './services';

/**
 * The picture a link preview shows (Open Graph, Twitter cards): one per section of the site, drawn
 * once from this text by `npm run social-images -w site` and committed under site/public/social/,
 * so the build needs neither a browser nor a network.
 */
export interface SocialImage {
  /** File name under site/public/social/ (served as `/fr/social/{file}`). */
  file: string;
  /** Short line above the title, in the accent colour. */
  eyebrow: string;
  /** The image's headline. */
  title: string;
  /** One or two lines under the title. */
  subtitle: string;
}

const place = `${site.address.locality}, ${site.address.country}`;

/** The images by section: the first segment of a route path, `home` for `/`. */
export const socialImages = {
  home: {
    file: 'home.jpg',
    eyebrow: 'Services informatiques et externalisation',
    title: 'Externalisez vos services, accélérez votre croissance',
    subtitle: `Relation client, BPO, développement web et mobile, marketing digital et design, depuis ${place}.`,
  },
  about: {
    file: 'about.jpg',
    eyebrow: 'À propos',
    title: `Une entreprise née à ${site.address.locality} en ${site.foundedOn.slice(0, 4)}`,
    subtitle: 'Notre mission, nos valeurs, notre parcours et l’équipe qui encadre chacun de nos services.',
  },
  services: {
    file: 'services.jpg',
    eyebrow: 'Nos services',
    title: 'Huit expertises, un seul partenaire',
    subtitle: `Relation client, BPO, marketing digital, développement, annotation de données, design et assistance, à ${site.address.locality}.`,
  },
  solutions: {
    file: 'solutions.jpg',
    eyebrow: 'Solutions',
    title: 'Des solutions technologiques pour votre transformation numérique',
    subtitle: 'Cloud, cybersécurité, applications mobiles, données, automatisation et e-commerce.',
  },
  pricing: {
    file: 'pricing.jpg',
    eyebrow: 'Tarifs',
    title: 'Des tarifs clairs, adaptés à votre croissance',
    subtitle: 'Trois formules sans frais cachés, plus la maintenance et la formation à la carte.',
  },
  contact: {
    file: 'contact.jpg',
    eyebrow: 'Contact',
    title: 'Parlons de votre projet',
    subtitle: `Formulaire, téléphone ou e-mail\u00a0: réponse sous ${replyDelay}, depuis ${place}.`,
  },
  docs: {
    file: 'docs.jpg',
    eyebrow: 'Documentation',
    title: 'Guides, API et tutoriels',
    subtitle: `Tout pour utiliser l’espace client ${site.brand} et connecter vos outils à notre API.`,
  },
  faq: {
    file: 'faq.jpg',
    eyebrow: 'Questions fréquentes',
    title: 'Les réponses à vos questions',
    subtitle: 'Nos services, nos tarifs et le paiement, nos délais, la sécurité et la confidentialité de vos données.',
  },
  support: {
    file: 'support.jpg',
    eyebrow: 'Centre de support',
    title: 'Une équipe à votre écoute',
    subtitle: 'Ouvrez une demande, écrivez-nous ou appelez un conseiller, du lundi au vendredi.',
  },
  legal: {
    file: 'legal.jpg',
    eyebrow: 'Informations légales',
    title: 'Mentions légales, confidentialité et cookies',
    subtitle: 'L’éditeur du site, les données que nous traitons, vos droits et vos choix de cookies.',
  },
  security: {
    file: 'security.jpg',
    eyebrow: 'État de la sécurité',
    title: 'La protection du site, en clair',
    subtitle: 'Les protections en place sur le site, et une démonstration de son tableau de bord.',
  },
  placeholder: {
    file: 'coming-soon.jpg',
    eyebrow: 'Disponible prochainement',
    title: `Cet espace ${site.brand} est en préparation`,
    subtitle: 'En attendant, découvrez nos services ou contactez notre équipe.',
  },
} as const satisfies Record<string, SocialImage>;

/** One image per service page, headed by the service's name. */
export const serviceSocialImages: Record<string, SocialImage> = Object.fromEntries(
  services.map((service) => [
    service.slug,
    {
      file: `service-${service.slug}.jpg`,
      eyebrow: 'Nos services',
      title: service.name,
      subtitle: service.description,
    },
  ]),
);
