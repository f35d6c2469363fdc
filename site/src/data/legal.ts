import { postalAddress, site } from '../config/site';
import { formatDate, groupDigits } from '@company/contract/format';
import type { LinkAction } from './types';

export interface LegalSection {
  /** Stable anchor and accordion key. */
  id: string;
  title: string;
  /** Paragraphs, in order. */
  content: string[];
}

export type LegalPageId = 'legal' | 'privacy' | 'terms' | 'cookies';

export interface LegalPage {
  title: string;
  lead: string;
  /** Text for search results and link previews. */
  description: string;
  sections: LegalSection[];
  /** Links shown under the accordion. */
  links: LinkAction[];
}

export type CookieCategoryId = 'essential' | 'analytics' | 'functional' | 'marketing';

export interface CookieCategory {
  id: CookieCategoryId;
  label: string;
  description: string;
  /** Maximum lifetime, as displayed. */
  duration: string;
  /** Essential cookies cannot be switched off. */
  alwaysOn: boolean;
}

/** Date of the last revision of the legal pages (ISO). */
export const legalLastUpdated = '2025-07-01';
export const legalLastUpdatedLabel = `Dernière mise à jour\u00a0: ${formatDate(legalLastUpdated)}`;

const company = `${site.brand}, ${site.legalForm} (société à responsabilité limitée unipersonnelle) au capital de ${groupDigits(site.shareCapital)}`;
const contactLink: LinkAction = { label: 'Nous contacter', href: '/contact' };
const legalLink: LinkAction = { label: 'Mentions légales', href: '/legal' };
const privacyLink: LinkAction = { label: 'Politique de confidentialité', href: '/privacy' };

export const legalNotice: LegalSection[] = [
  {
    id: 'company-info',
    title: 'Éditeur du site',
    content: [
      `Le présent site est édité par ${company}, immatriculée au ${site.registry} et créée le ${formatDate(site.foundedOn)}.`,
      `Téléphone\u00a0: ${site.phone}. E-mail\u00a0: ${site.email}.`,
    ],
  },
  {
    id: 'head-office',
    title: 'Siège social',
    content: [
      `Le siège social de ${site.brand} est situé à ${postalAddress}.`,
      'Le courrier et les visites sont reçus du lundi au vendredi, de 9 h à 18 h, heure de Madagascar.',
    ],
  },
  {
    id: 'publication-director',
    title: 'Directeur de la publication',
    content: [
      `Le directeur de la publication est le gérant de ${site.brand}, en sa qualité de représentant légal de la société.`,
      `Pour toute question relative au contenu du site, écrivez à ${site.email}.`,
    ],
  },
  {
    id: 'hosting',
    title: 'Hébergement',
    content: [
      'Le site est hébergé par un prestataire professionnel qui assure le stockage des pages et leur diffusion sur Internet.',
      `La raison sociale, l’adresse et le numéro de téléphone de l’hébergeur sont communiqués sur simple demande adressée à ${site.email}.`,
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Propriété intellectuelle',
    content: [
      `L’ensemble des contenus de ce site (textes, logos, graphismes, images, code) est la propriété de ${site.brand} ou de ses partenaires et est protégé par la législation sur la propriété intellectuelle.`,
      'Toute reproduction, représentation, modification ou diffusion, totale ou partielle, sans autorisation écrite préalable est interdite et peut donner lieu à des poursuites.',
      'Les marques et logos de tiers cités sur le site appartiennent à leurs titulaires respectifs.',
    ],
  },
  {
    id: 'liability',
    title: 'Responsabilité',
    content: [
      `${site.brand} s’efforce de publier des informations exactes et à jour, mais ne peut garantir l’absence d’erreur ou d’omission. Les informations du site sont fournies à titre indicatif et ne constituent pas une offre contractuelle\u00a0; seuls les devis et contrats signés engagent la société.`,
      `${site.brand} ne saurait être tenue responsable d’une interruption du site, d’un dommage résultant de son utilisation ou du contenu des sites tiers vers lesquels il renvoie.`,
    ],
  },
  {
    id: 'personal-data',
    title: 'Données personnelles',
    content: [
      'Le traitement de vos données personnelles et l’usage des cookies sont décrits dans notre politique de confidentialité et notre politique de cookies.',
    ],
  },
  {
    id: 'applicable-law',
    title: 'Droit applicable',
    content: [
      'Les présentes mentions légales sont régies par le droit malgache.',
      `En cas de litige, et à défaut d’accord amiable, les tribunaux compétents de ${site.address.locality} seront seuls compétents.`,
    ],
  },
];

export const privacyPolicy: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    content: [
      `${site.brand} attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles données nous collectons, pourquoi, combien de temps nous les conservons et comment exercer vos droits.`,
      'Elle s’applique au présent site, à nos formulaires de contact et de support, à l’assistant de discussion et à l’espace client.',
    ],
  },
  {
    id: 'data-controller',
    title: 'Responsable du traitement',
    content: [
      `Le responsable du traitement est ${company}, immatriculée au ${site.registry}, dont le siège est situé à ${postalAddress}.`,
      `Contact\u00a0: ${site.email}, ${site.phone}.`,
    ],
  },
  {
    id: 'data-collected',
    title: 'Données collectées',
    content: [
      'Données que vous nous transmettez : nom, adresse e-mail, entreprise, sujet et contenu de vos messages, envoyés par les formulaires de contact et de support ou par l’assistant de discussion.',
      'Données de compte : nom, adresse e-mail, rôle et préférences, pour les utilisateurs de l’espace client.',
      'Données techniques : adresse IP, type de navigateur, pages consultées et journaux de connexion, nécessaires au fonctionnement et à la sécurité du site.',
      'Données de mesure d’audience, uniquement si vous avez accepté les cookies correspondants.',
    ],
  },
  {
    id: 'purposes',
    title: 'Finalités',
    content: [
      'Répondre à vos demandes de contact, de devis et de support.',
      'Exécuter nos contrats, facturer nos prestations et gérer la relation client.',
      'Assurer la sécurité du site : détection des attaques, blocage des adresses malveillantes, prévention de la fraude.',
      'Mesurer l’audience du site et améliorer nos contenus, avec votre consentement.',
    ],
  },
  {
    id: 'legal-bases',
    title: 'Bases légales',
    content: [
      'L’exécution d’un contrat ou de mesures précontractuelles, pour le traitement des demandes de devis et la fourniture de nos services.',
      'Le respect de nos obligations légales, notamment comptables et fiscales.',
      'Notre intérêt légitime, pour la sécurité du site et la réponse à vos messages.',
      'Votre consentement, pour les cookies de mesure d’audience, fonctionnels et marketing ; vous pouvez le retirer à tout moment.',
    ],
  },
  {
    id: 'retention',
    title: 'Durées de conservation',
    content: [
      'Données de contact et de prospection : 3 ans à compter de notre dernier échange.',
      'Données de facturation : 10 ans, conformément aux obligations comptables.',
      'Journaux de connexion : 1 an.',
      'Cookies de mesure d’audience : 13 mois au maximum.',
      'À l’issue de ces durées, les données sont supprimées ou rendues anonymes.',
    ],
  },
  {
    id: 'recipients',
    title: 'Destinataires',
    content: [
      `Vos données sont destinées aux seules équipes de ${site.brand} qui en ont besoin pour traiter votre demande.`,
      'Elles peuvent être transmises à nos sous-traitants techniques (hébergement, messagerie, mesure d’audience, service d’intelligence artificielle de l’assistant de discussion), qui agissent sur nos instructions et sont tenus à la confidentialité. Ne saisissez pas d’informations sensibles dans l’assistant de discussion.',
      'Nous ne vendons ni ne louons vos données. Certains prestataires pouvant être situés hors de Madagascar, ces transferts sont encadrés par des garanties contractuelles appropriées.',
    ],
  },
  {
    id: 'security',
    title: 'Sécurité',
    content: [
      'Nous mettons en œuvre des mesures techniques et organisationnelles adaptées : chiffrement des échanges (HTTPS), accès limités et nominatifs, authentification à deux facteurs pour les comptes administrateurs, sauvegardes régulières et surveillance des attaques.',
      'Nos collaborateurs sont soumis à une obligation de confidentialité.',
    ],
  },
  {
    id: 'rights',
    title: 'Vos droits',
    content: [
      'Conformément à la loi malgache n° 2014-038 relative à la protection des données à caractère personnel et, le cas échéant, au Règlement général sur la protection des données (RGPD), vous disposez d’un droit d’accès, de rectification, d’opposition et de suppression de vos données, ainsi que d’un droit à la limitation du traitement et à la portabilité.',
      `Pour exercer vos droits, écrivez à ${site.email} ou par courrier à ${site.brand}, ${postalAddress}, en précisant votre demande. Nous vous répondons dans un délai d’un mois.`,
      'Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir la Commission malagasy sur l’informatique et les libertés (CMIL) ou, si vous résidez dans l’Union européenne, l’autorité de protection des données de votre pays.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: [
      'Le site utilise des cookies essentiels à son fonctionnement et, avec votre accord, des cookies de mesure d’audience, fonctionnels et marketing. Notre politique de cookies détaille leur usage et la façon de gérer vos préférences.',
    ],
  },
  {
    id: 'contact',
    title: 'Nous contacter',
    content: [
      `Pour toute question sur cette politique ou sur vos données, contactez-nous à ${site.email} ou au ${site.phone}.`,
      'Nous pouvons modifier cette politique pour tenir compte de l’évolution de nos services ou de la réglementation ; la date de mise à jour figure en haut de la page.',
    ],
  },
];

const articles: { title: string; content: string[] }[] = [
  {
    title: 'Objet',
    content: [
      `Les présentes conditions générales définissent les modalités d’utilisation du site de ${site.brand} et les conditions dans lesquelles la société fournit ses services à ses clients.`,
      'Toute commande implique l’acceptation sans réserve des présentes conditions, sauf conditions particulières convenues par écrit.',
    ],
  },
  {
    title: 'Définitions',
    content: [
      `«\u00a0Société\u00a0» désigne ${company}. «\u00a0Client\u00a0» désigne toute personne physique ou morale qui commande un service. «\u00a0Services\u00a0» désigne les prestations décrites sur le site et précisées dans le devis.`,
      '« Devis » désigne la proposition écrite qui détaille le périmètre, le prix et le calendrier d’une prestation.',
    ],
  },
  {
    title: 'Accès au site',
    content: [
      'Le site est accessible gratuitement à tout utilisateur disposant d’un accès à Internet. Les frais de connexion restent à sa charge.',
      'La Société peut suspendre l’accès au site pour maintenance ou mise à jour, sans que sa responsabilité puisse être engagée.',
    ],
  },
  {
    title: 'Devis et commandes',
    content: [
      'Chaque prestation fait l’objet d’un devis gratuit, valable 30 jours.',
      'La commande est ferme à la réception du devis signé et, le cas échéant, de l’acompte prévu.',
    ],
  },
  {
    title: 'Prix et modalités de paiement',
    content: [
      'Les prix sont exprimés en euros hors taxes, sauf mention contraire. Les prix affichés sur le site sont indicatifs ; seul le devis accepté fait foi.',
      'Les formules mensuelles sont facturées en début de mois. Les projets sont facturés selon l’échéancier du devis. Les factures sont payables à 30 jours par virement, carte bancaire ou mobile money.',
      'Tout retard de paiement peut entraîner la suspension des services après mise en demeure restée sans effet.',
    ],
  },
  {
    title: 'Exécution des services',
    content: [
      'La Société exécute les services avec soin, selon les règles de l’art et les délais prévus au devis.',
      'Les délais dépendent de la remise par le Client des informations, contenus et accès nécessaires.',
    ],
  },
  {
    title: 'Obligations du Client',
    content: [
      'Le Client fournit des informations exactes et complètes, collabore de bonne foi et désigne un interlocuteur disponible.',
      'Il garantit détenir les droits sur les contenus qu’il transmet à la Société.',
    ],
  },
  {
    title: 'Propriété intellectuelle',
    content: [
      'Les livrables créés spécifiquement pour le Client lui sont cédés après paiement intégral du prix.',
      'La Société conserve la propriété de ses outils, méthodes et composants génériques, dont le Client reçoit un droit d’utilisation.',
    ],
  },
  {
    title: 'Confidentialité et données personnelles',
    content: [
      'Chaque partie s’engage à garder confidentielles les informations de l’autre partie dont elle a connaissance à l’occasion de la prestation.',
      'Les données personnelles sont traitées conformément à notre politique de confidentialité.',
    ],
  },
  {
    title: 'Responsabilité',
    content: [
      'La Société est tenue d’une obligation de moyens. Sa responsabilité est limitée aux dommages directs et plafonnée au montant payé par le Client au titre de la prestation concernée au cours des douze derniers mois.',
      'Elle ne peut être tenue responsable des dommages indirects, tels que la perte de chiffre d’affaires ou de données.',
    ],
  },
  {
    title: 'Durée, résiliation et force majeure',
    content: [
      'Les formules mensuelles sont conclues pour une durée d’un mois renouvelable tacitement et peuvent être résiliées avec un préavis d’un mois.',
      'Aucune partie n’est responsable d’un manquement causé par un cas de force majeure, tel que défini par le droit malgache.',
    ],
  },
  {
    title: 'Droit applicable et litiges',
    content: [
      'Les présentes conditions sont régies par le droit malgache.',
      `En cas de différend, les parties recherchent une solution amiable. À défaut, le litige est porté devant les tribunaux compétents de ${site.address.locality}.`,
    ],
  },
];

/** Terms of use and service: twelve articles, `article-1` to `article-12`. */
export const termsOfService: LegalSection[] = articles.map((article, index) => ({
  id: `article-${index + 1}`,
  title: `Article ${index + 1} – ${article.title}`,
  content: article.content,
}));

export const cookieCategories: CookieCategory[] = [
  {
    id: 'essential',
    label: 'Cookies essentiels',
    description:
      'Indispensables au fonctionnement du site : mémorisation de vos choix de cookies, sécurité, session de l’espace client.',
    duration: 'Session ou 13 mois au maximum',
    alwaysOn: true,
  },
  {
    id: 'analytics',
    label: 'Cookies de mesure d’audience',
    description:
      'Nous aident à comprendre comment le site est utilisé (pages vues, parcours) afin de l’améliorer. Ils ne sont déposés qu’avec votre accord.',
    duration: '13 mois au maximum ; statistiques conservées 26 mois au maximum',
    alwaysOn: false,
  },
  {
    id: 'functional',
    label: 'Cookies fonctionnels',
    description:
      'Améliorent votre confort : historique de l’assistant de discussion, affichage de la carte, préférences d’affichage.',
    duration: '13 mois au maximum',
    alwaysOn: false,
  },
  {
    id: 'marketing',
    label: 'Cookies marketing',
    description:
      'Permettent de mesurer l’efficacité de nos campagnes et de vous proposer des contenus adaptés à vos centres d’intérêt.',
    duration: '13 mois au maximum',
    alwaysOn: false,
  },
];

export const cookiePolicy: LegalSection[] = [
  {
    id: 'section-1',
    title: 'Qu’est-ce qu’un cookie ?',
    content: [
      'Un cookie est un petit fichier texte déposé sur votre appareil lorsque vous consultez un site. Il permet au site de reconnaître votre navigateur et de mémoriser certaines informations, comme vos préférences.',
      'Nous utilisons aussi le stockage local de votre navigateur, soumis aux mêmes règles que les cookies.',
    ],
  },
  {
    id: 'section-2',
    title: 'Les cookies que nous utilisons',
    content: cookieCategories.map((category) => `${category.label}\u00a0: ${category.description}`),
  },
  {
    id: 'section-3',
    title: 'Durée de conservation',
    content: [
      'Les cookies de session sont supprimés à la fermeture de votre navigateur.',
      'Les cookies persistants sont conservés 13 mois au maximum.',
      'Les statistiques issues des cookies de mesure d’audience sont conservées 26 mois au maximum.',
      'Les cookies marketing sont conservés 13 mois au maximum.',
      'Votre choix est lui-même conservé, et nous vous le redemandons tous les 6 mois.',
    ],
  },
  {
    id: 'section-4',
    title: 'Cookies et services tiers',
    content: [
      'Les cookies de mesure d’audience ne sont déposés, et le service correspondant n’est chargé, qu’après votre accord.',
      'La carte interactive de la page Contact n’est chargée que si vous demandez à l’afficher.',
      'Les polices de caractères et les images sont servies par notre propre site : aucun tiers n’est contacté pour les afficher.',
    ],
  },
  {
    id: 'section-5',
    title: 'Gérer vos préférences',
    content: [
      'À votre première visite, un bandeau vous permet de tout accepter, de tout refuser ou de choisir catégorie par catégorie. Refuser est aussi simple qu’accepter.',
      'Vous pouvez modifier vos choix à tout moment sur cette page, grâce aux interrupteurs de chaque catégorie. Les cookies essentiels restent toujours actifs.',
      'Vous pouvez également bloquer ou supprimer les cookies dans les réglages de votre navigateur.',
    ],
  },
  {
    id: 'section-6',
    title: 'Conséquences d’un refus',
    content: [
      'Refuser les cookies optionnels n’empêche pas d’utiliser le site. Certaines fonctions, comme l’affichage de la carte ou l’historique de l’assistant de discussion, peuvent alors être limitées.',
      'Bloquer les cookies essentiels dans votre navigateur peut en revanche empêcher le site de mémoriser vos choix.',
    ],
  },
  {
    id: 'section-7',
    title: 'Mises à jour et contact',
    content: [
      'Cette politique peut évoluer avec nos services ou la réglementation ; la date de mise à jour figure en haut de la page.',
      `Pour toute question sur les cookies, écrivez-nous à ${site.email}.`,
    ],
  },
];

export const legalPages: Record<LegalPageId, LegalPage> = {
  legal: {
    title: 'Mentions légales',
    lead: `Les informations légales relatives à ${site.brand} et à ce site.`,
    description: `Mentions légales de ${site.brand}\u00a0: éditeur du site, siège social à ${site.address.locality}, directeur de la publication, hébergement, propriété intellectuelle et droit applicable.`,
    sections: legalNotice,
    links: [contactLink],
  },
  privacy: {
    title: 'Politique de confidentialité',
    lead: 'Comment nous collectons, utilisons et protégeons vos données personnelles.',
    description:
      'Politique de confidentialité\u00a0: données collectées, finalités, bases légales, durées de conservation, destinataires, sécurité et exercice de vos droits.',
    sections: privacyPolicy,
    links: [contactLink, legalLink],
  },
  terms: {
    title: 'Conditions générales',
    lead: `Les règles d’utilisation du site et de fourniture des services de ${site.brand}.`,
    description: `Conditions générales de ${site.brand} en 12\u00a0articles\u00a0: devis et commandes, prix et paiement, exécution, propriété intellectuelle, responsabilité et litiges.`,
    sections: termsOfService,
    links: [privacyLink, legalLink, contactLink],
  },
  cookies: {
    title: 'Politique de cookies',
    lead: 'Les cookies que nous utilisons, leur durée et la façon de gérer vos préférences.',
    description:
      'Politique de cookies\u00a0: cookies essentiels, de mesure d’audience, fonctionnels et marketing, durées de conservation, et réglage de vos préférences à tout moment.',
    sections: cookiePolicy,
    links: [contactLink],
  },
};

/** Section open when each legal page loads. */
export const initiallyOpen: Record<LegalPageId, string> = {
  legal: 'company-info',
  privacy: 'introduction',
  terms: 'article-1',
  cookies: 'section-1',
};

/** Shared copy of the four legal pages. */
export const legalPageCopy = {
  homeLabel: 'Accueil',
  sectionsLabel: 'Sections',
  linksTitle: 'Pour aller plus loin',
};

/** Label and description of each cookie switch, with the category’s lifetime. */
export const cookieSwitchTexts = Object.fromEntries(
  cookieCategories.map(({ id, label, description, duration }) => [
    id,
    { label, description: `${description} Durée\u00a0: ${duration.charAt(0).toLowerCase()}${duration.slice(1)}.` },
  ]),
) as Record<CookieCategoryId, { label: string; description: string }>;

export const cookieSettingsCopy = {
  title: 'Vos préférences',
  description:
    'Activez ou désactivez chaque catégorie de cookies optionnels, puis enregistrez votre choix. Vous pouvez le modifier à tout moment.',
  categoriesLegend: 'Cookies autorisés',
  alwaysOnLabel: 'Toujours actif',
  acceptAllLabel: 'Tout accepter',
  rejectAllLabel: 'Tout refuser',
  saveLabel: 'Enregistrer mes choix',
  savedMessage: 'Vos préférences ont été sauvegardées !',
  noScriptTitle: 'Vos préférences demandent JavaScript',
  noScriptText:
    'Votre choix est enregistré dans votre navigateur par JavaScript, qui y est désactivé. Sans JavaScript, ce site ne dépose aucun cookie optionnel\u00a0: ni mesure d’audience, ni carte, ni contenu tiers. Pour changer vos préférences, activez JavaScript puis revenez sur cette page.',
};
