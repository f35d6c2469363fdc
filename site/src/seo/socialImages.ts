import { absoluteUrl, site } from '../config/site';
import { serviceSocialImages, socialImages, type SocialImage } from '../data/socialImages';

/*
 * Which preview image a page shows, and where it is served. The images' text lives in
 * data/socialImages.ts; site/scripts/social-images.mjs draws them from it.
 */

/** Size every preview service expects for a large card (1.91:1). */
export const socialImageSize = { width: 1200, height: 630 } as const;

/** MIME type of the preview images: photographic JPEG keeps a flat-colour card under 100 KB. */
export const socialImageType = 'image/jpeg';

/** Route path of the square logo (PNG, 512 px) drawn with the preview images from the favicon. */
export const logoPath = '/logo.png';

/** First path segments and their image; any other path (a 404, say) gets the home page's. */
const sections: Record<string, keyof typeof socialImages> = {
  '': 'home',
  about: 'about',
  services: 'services',
  solutions: 'solutions',
  pricing: 'pricing',
  contact: 'contact',
  docs: 'docs',
  faq: 'faq',
  support: 'support',
  legal: 'legal',
  privacy: 'legal',
  terms: 'legal',
  cookies: 'legal',
  'security-status': 'security',
  // Pages not open yet: the notices and the account area's placeholders.
  careers: 'placeholder',
  blog: 'placeholder',
  login: 'placeholder',
  register: 'placeholder',
  community: 'placeholder',
  webinars: 'placeholder',
  app: 'placeholder',
};

/** Every image to draw, each file once. */
export function allSocialImages(): SocialImage[] {
  return [...Object.values(socialImages), ...Object.values(serviceSocialImages)];
}

/** The image of a route path (relative to the base path, as the router gives it). */
export function socialImageFor(pathname: string): SocialImage {
  const [section = '', detail] = pathname.split('/').filter(Boolean);
  if (section === 'services' && detail) return serviceSocialImages[detail] ?? socialImages.services;
  return socialImages[sections[section] ?? 'home'];
}

/** Absolute URL of an image, on the site's origin. */
export const socialImageUrl = (image: SocialImage) => absoluteUrl(`/social/${image.file}`);

/**
 * French alternative text: the card is text, so it reads what the card says, the brand and the
 * section first, as sentences (the section lowered after the brand's comma).
 */
export const socialImageAlt = (image: SocialImage) =>
  `${site.brand}, ${image.eyebrow.charAt(0).toLocaleLowerCase('fr')}${image.eyebrow.slice(1)}. ${image.title}. ${image.subtitle}`;

/**
 * Every text a card shows, a line each. The drawing script stores it in the JPEG's comment and a
 * unit test compares it with the data, so text changed without redrawing the images fails.
 */
export const socialImageText = (image: SocialImage) =>
  [
    site.brand,
    image.eyebrow,
    image.title,
    image.subtitle,
    new URL(site.origin).host,
    `${site.address.locality}, ${site.address.country}`,
  ].join('\n');
