import { openingHours, timeZoneNote } from '@company/contract/company';
import { replyDelay } from '@company/contract/figures';
import { mapOrigin } from '../config/map';
import { phoneHref, site } from '../config/site';

export type ContactDetailIcon = 'Phone' | 'Mail' | 'MapPin' | 'Clock';

export interface ContactDetail {
  id: 'phone' | 'email' | 'address' | 'hours';
  icon: ContactDetailIcon;
  label: string;
  /** One or more lines of text. */
  lines: string[];
  /** `tel:` or `mailto:` link, when the detail is actionable. */
  href?: string;
}

export interface OfficePhoto {
  /** Key of the image file shipped with the site. */
  id: 'reception' | 'open-space' | 'meeting-room';
  /** French alternative text. */
  alt: string;
  /** Short visible caption naming the room. */
  caption: string;
}

export const emailReplyNote = `Nous répondons à tous les e-mails sous ${replyDelay}.`;

/** Postal address as displayed, line by line. */
export const postalAddressLines: string[] = [
  site.brand,
  `${site.address.postalCode} ${site.address.locality}`,
  site.address.country,
];

export const contactMeta = {
  title: 'Contact',
  description: `Contactez ${site.brand} à ${site.address.locality}\u00a0: formulaire, téléphone, e-mail et adresse. Devis gratuit et réponse sous ${replyDelay}, du lundi au vendredi.`,
};

export const contactHero = {
  title: 'Contactez-nous',
  lead: 'Un projet, une question, une demande de devis ? Écrivez-nous ou appelez-nous : notre équipe vous répond rapidement, sans engagement.',
};

export const contactDetails: ContactDetail[] = [
  { id: 'phone', icon: 'Phone', label: 'Téléphone', lines: [site.phone], href: phoneHref },
  { id: 'email', icon: 'Mail', label: 'E-mail', lines: [site.email, emailReplyNote], href: `mailto:${site.email}` },
  { id: 'address', icon: 'MapPin', label: 'Adresse', lines: postalAddressLines },
  {
    id: 'hours',
    icon: 'Clock',
    label: 'Horaires',
    lines: [...openingHours.map(({ days, hours }) => `${days}\u00a0: ${hours}`), timeZoneNote],
  },
];

export const officePhotos: OfficePhoto[] = [
  {
    id: 'reception',
    alt: `Accueil lumineux des bureaux de ${site.brand} à ${site.address.locality}, avec son comptoir et son espace d’attente`,
    caption: 'L’accueil',
  },
  {
    id: 'open-space',
    alt: 'Plateau de travail où des conseillers équipés de casques répondent aux clients devant leurs écrans',
    caption: 'Le plateau de production',
  },
  {
    id: 'meeting-room',
    alt: 'Salle de réunion avec une grande table, un écran de visioconférence et un tableau blanc',
    caption: 'La salle de réunion',
  },
];

export const contactSections = {
  details: { title: 'Nos coordonnées' },
  offices: {
    title: `Nos bureaux à ${site.address.locality}`,
    intro: 'Des locaux modernes où nos équipes vous accueillent sur rendez-vous.',
  },
};

const { latitude, longitude, zoom } = site.mapArea;

/**
 * Click-to-load map of the town, not of an office: nothing is requested from the map host before
 * the visitor asks for it, and no marker claims a position the company has not given.
 */
export const contactMap = {
  title: 'Nous trouver',
  iframeTitle: `Carte de ${site.address.locality}, où se trouvent les bureaux de ${site.brand}`,
  notice: 'La carte est fournie par OpenStreetMap. Son affichage transmet votre adresse IP à ce service.',
  loadLabel: 'Afficher la carte',
  openLabel: 'Ouvrir dans OpenStreetMap',
  newTabNote: '(nouvel onglet)',
  placeholderText: 'Pour préserver votre vie privée, la carte n’est pas chargée sur cette page.',
  openHref: `${mapOrigin}/#map=${zoom}/${latitude}/${longitude}`,
};
