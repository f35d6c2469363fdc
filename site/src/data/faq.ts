import { site } from '../config/site';
import { quoteDelay, replyDelay } from '@company/contract/figures';
import { lowestServicePrice, priceWithPeriod, websitePlanPrices } from '@company/contract/prices';
import { services } from './services';
import type { FaqItem, LinkAction } from './types';

export type { FaqItem } from './types';

/** « PAO et design graphique »: the service whose starter plan is the cheapest of the site. */
const lowestServiceName = services.find((service) => service.id === lowestServicePrice.serviceId)?.name ?? '';

export type FaqCategoryId = 'services' | 'pricing' | 'delivery' | 'security';

export interface FaqCategory {
  id: FaqCategoryId;
  title: string;
  items: FaqItem[];
}

export const faqMeta = {
  title: 'FAQ',
  description:
    'Questions fréquentes sur nos services, nos tarifs et moyens de paiement, nos délais de livraison et la sécurité de vos données\u00a0: toutes nos réponses.',
};

export const faqHero = {
  title: 'Questions fréquentes',
  lead: 'Les réponses aux questions que nos clients nous posent le plus souvent. Vous ne trouvez pas la vôtre ? Écrivez-nous.',
};

export const faqCategories: FaqCategory[] = [
  {
    id: 'services',
    title: 'Services',
    items: [
      {
        question: 'Quels services proposez-vous ?',
        answer:
          'Huit services : centre de relation client 24/7, externalisation des processus métier, marketing digital et SEO, développement web et mobile, annotation de données pour l’IA, télésecrétariat médical, PAO et design graphique, assistance virtuelle. Nous proposons aussi des solutions cloud, de cybersécurité, de big data, d’automatisation et d’e-commerce.',
      },
      {
        question: 'Travaillez-vous avec des entreprises situées hors de Madagascar ?',
        answer: `Oui. Nos équipes basées à ${site.address.locality} travaillent en français pour des clients à ${site.address.country}, dans l’océan Indien, en Europe et en Afrique francophone, à distance.`,
      },
      {
        question: 'Puis-je combiner plusieurs services ?',
        answer:
          'Oui. Vous gardez alors un interlocuteur unique, et nous construisons une offre groupée adaptée à vos besoins.',
      },
    ],
  },
  {
    id: 'pricing',
    title: 'Tarifs et paiement',
    items: [
      {
        question: 'Comment sont calculés vos tarifs ?',
        answer: `Selon le service\u00a0: au mois, au projet ou au lot. Nos formules de site web coûtent ${priceWithPeriod(websitePlanPrices.basic)} (Essentiel) et ${priceWithPeriod(websitePlanPrices.pro)} (Professionnel)\u00a0; chaque service a ses propres formules, à partir de ${priceWithPeriod(lowestServicePrice.price)} (${lowestServiceName}). Les projets sur mesure font l’objet d’un devis gratuit.`,
      },
      {
        question: 'Quels moyens de paiement acceptez-vous ?',
        answer:
          'Le virement bancaire, le paiement par carte et le mobile money. Les prestations mensuelles sont facturées en début de mois.',
      },
      {
        question: 'Y a-t-il un engagement de durée ?',
        answer:
          'Les formules mensuelles sont sans engagement au-delà du premier mois et résiliables avec un préavis d’un mois.',
      },
    ],
  },
  {
    id: 'delivery',
    title: 'Délais et livraison',
    items: [
      {
        question: 'Sous quel délai recevrai-je un devis ?',
        answer: `Nous répondons à toute demande sous ${replyDelay}\u00a0; le devis détaillé suit sous ${quoteDelay} après l’échange sur vos besoins.`,
      },
      {
        question: 'Combien de temps faut-il pour lancer un service ?',
        answer:
          'Deux à trois semaines pour un centre de relation client ou un site vitrine, davantage pour une application sur mesure. Le calendrier figure dans chaque devis.',
      },
      {
        question: 'Comment suivre l’avancement de mon projet ?',
        answer:
          'Un chef de projet vous tient informé chaque semaine et vous présente une version de démonstration à chaque étape clé.',
      },
    ],
  },
  {
    id: 'security',
    title: 'Sécurité et confidentialité',
    items: [
      {
        question: 'Comment protégez-vous mes données ?',
        answer:
          'Accès nominatifs et limités, authentification à deux facteurs pour les comptes administrateurs, postes sécurisés et sauvegardes chiffrées.',
      },
      {
        question: 'Signez-vous un accord de confidentialité ?',
        answer:
          'Oui, avant tout échange d’informations sensibles. Chaque membre de l’équipe est en outre tenu au secret professionnel par son contrat.',
      },
      {
        question: 'Quelle réglementation appliquez-vous ?',
        answer:
          'La loi malgache sur la protection des données à caractère personnel et, pour nos clients européens, les exigences du RGPD. Notre politique de confidentialité détaille nos engagements.',
      },
    ],
  },
];

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
