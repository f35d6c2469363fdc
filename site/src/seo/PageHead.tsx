import { useEffect } from 'react';
import { StaticRouter, useLocation } from 'react-router-dom';
import { absoluteUrl, pageTitle, site } from '../config/site';
import { JsonLd } from './JsonLd';
import { breadcrumbJsonLd, type JsonLdNode, type TrailItem } from './jsonLd';
import { socialImageAlt, socialImageFor, socialImageSize, socialImageType, socialImageUrl } from './socialImages';

export interface PageHeadProps {
  /** Page name; the brand is appended: « {title} | Company ». */
  title: string;
  /** Text for search results and link previews; each public page has its own. */
  description: string;
  /**
   * Keeps the page out of search indexes and the sitemap (error, 404, notices and account pages);
   * such a page names no URL of its own, since the host may serve it for several paths.
   */
  noIndex?: boolean;
  /** Breadcrumb trail the page shows, from « Accueil » to the page itself: given to search engines too. */
  breadcrumbs?: readonly TrailItem[];
  /** Further structured data about the page (a Service, a FAQPage). */
  jsonLd?: readonly JsonLdNode[];
}

/**
 * The document's title in a page whose view changes in the browser (the account application, an
 * island): the page's head, written at build time, has the title of its first view.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return null;
}

/** The head of the page at `path` (`/fr/faq`), for a document's `<head>`. */
export function DocumentHead({ path, ...head }: PageHeadProps & { path: string }) {
  return (
    <StaticRouter location={path} basename={`${site.basePath}/`}>
      <PageHead {...head} />
    </StaticRouter>
  );
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags of a page (with its section's
 * preview image, as a large card), and its structured data, for the document's `<head>` (through
 * `DocumentHead`, which gives it the page's path).
 */
export function PageHead({ title, description, noIndex = false, breadcrumbs, jsonLd = [] }: PageHeadProps) {
  const { pathname } = useLocation();
  const url = absoluteUrl(pathname);
  const fullTitle = pageTitle(title);
  const structured = breadcrumbs ? [breadcrumbJsonLd(breadcrumbs), ...jsonLd] : jsonLd;
  const image = socialImageFor(pathname);
  const imageUrl = socialImageUrl(image);
  const imageAlt = socialImageAlt(image);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {noIndex ? null : <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content={socialImageType} />
      <meta property="og:image:width" content={String(socialImageSize.width)} />
      <meta property="og:image:height" content={String(socialImageSize.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {structured.map((node, index) => (
        <JsonLd key={index} data={node} />
      ))}
    </>
  );
}
