import type { ComponentType } from 'react';
import { StaticRouter } from 'react-router-dom';
import { site } from '../config/site';
import { SiteLocale } from '../components/SiteLocale';

export interface StaticPageProps<P extends object> {
  /** The page's URL path, with the base (`/fr/faq`). */
  path: string;
  /** The page's view; rendered to HTML at build time and never hydrated. */
  view: ComponentType<P>;
  /** The view's props. */
  props?: P;
  /** Islands the view places, by prop name: an Astro named slot arrives here as a prop. */
  [slot: string]: unknown;
}

/** A page's view as the build writes it into the layout's main region, links resolved against the site's base. */
export function StaticPage<P extends object>({ path, view: View, props, ...slots }: StaticPageProps<P>) {
  return (
    <SiteLocale>
      <StaticRouter location={path} basename={`${site.basePath}/`}>
        <View {...(props ?? ({} as P))} {...slots} />
      </StaticRouter>
    </SiteLocale>
  );
}
