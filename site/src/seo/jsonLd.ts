import { absoluteUrl, isPlaceholder, ownedSocialPages, site } from '../config/site';
import { socialImages } from '../data/socialImages';
import { logoPath, socialImageUrl } from './socialImages';

/** A schema.org node as JSON-LD. */
export type JsonLdNode = Record<string, unknown>;

/** One level of a breadcrumb trail: visible label and route path (relative to the base path). */
export interface TrailItem {
  label: string;
  href: string;
}

const organizationId = `${site.origin}/#organization`;

/**
 * The company as a LocalBusiness, on every page: only what is true. A placeholder phone or e-mail,
 * a street or a position the company has not given, a social page it does not own: none is here,
 * for a crawler would show it as the company's.
 */
export function organizationJsonLd(): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': organizationId,
    name: site.brand,
    legalName: `${site.brand} ${site.legalForm}`,
    description: site.tagline,
    url: absoluteUrl('/'),
    logo: absoluteUrl(logoPath),
    image: socialImageUrl(socialImages.home),
    ...(isPlaceholder('phone') ? {} : { telephone: site.phone }),
    ...(isPlaceholder('email') ? {} : { email: site.email }),
    foundingDate: site.foundedOn,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.address.locality,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
    },
    areaServed: site.address.country,
    ...(ownedSocialPages.length > 0 ? { sameAs: ownedSocialPages.map(({ href }) => href) } : {}),
  };
}

/** The trail shown by a page's breadcrumbs, as a BreadcrumbList. */
export function breadcrumbJsonLd(trail: readonly TrailItem[]): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absoluteUrl(item.href),
    })),
  };
}

export interface ServiceJsonLdInput {
  name: string;
  description: string;
  href: string;
}

/** One of the company's services, provided by the organization. */
export function serviceJsonLd({ name, description, href }: ServiceJsonLdInput): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url: absoluteUrl(href),
    serviceType: name,
    areaServed: site.address.country,
    provider: { '@id': organizationId },
  };
}

export interface TechArticleJsonLdInput {
  headline: string;
  description: string;
  href: string;
  /** Category of the document, such as « API ». */
  section: string;
  /** Time to read it, in minutes. */
  minutes: number;
}

/** A document of the documentation, in French, published by the organization. */
export function techArticleJsonLd({
  headline,
  description,
  href,
  section,
  minutes,
}: TechArticleJsonLdInput): JsonLdNode {
  const publisher = { '@type': 'Organization', '@id': organizationId, name: site.brand, url: absoluteUrl('/') };
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline,
    description,
    url: absoluteUrl(href),
    mainEntityOfPage: absoluteUrl(href),
    inLanguage: site.language,
    articleSection: section,
    timeRequired: `PT${minutes}M`,
    author: publisher,
    publisher,
  };
}

/** Questions and answers of a FAQ page. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<` is escaped so that no text in
 * the data can close the script element early.
 */
export function serializeJsonLd(node: JsonLdNode): string {
  return JSON.stringify(node).replace(/</g, '\\u003c');
}
