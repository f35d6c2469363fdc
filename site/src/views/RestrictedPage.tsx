import { Button, FeatureList, FeatureListItem, Section, SectionHeader } from '@company/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  restrictedDescription,
  restrictedFeatures,
  restrictedNotice,
  restrictedPageNames,
  type RestrictedPageId,
} from '../data/restricted';
import type { PageHeadProps } from '../seo/PageHead';
import { RestrictedNotice } from './restricted/RestrictedNotice';

/** What a restricted page tells search engines (to leave it out) and link previews. */
export function restrictedHead(id: RestrictedPageId): PageHeadProps {
  const pageName = restrictedPageNames[id];
  return { title: pageName, description: restrictedDescription(pageName), noIndex: true };
}

/**
 * A page that is not open yet (careers, blog, sign-in, registration): the « Accès restreint »
 * notice over a plain version of the same message, which is what the prerendered HTML and a
 * browser without JavaScript show. Every way out of the notice goes home and replaces the
 * history entry, so Back does not reopen it.
 */
export interface RestrictedPageProps {
  id: RestrictedPageId;
  /** The « Accès restreint » dialog over the page; the site's island on a static page. */
  notice?: ReactNode;
}

export function RestrictedPage({ id, notice = <RestrictedNotice id={id} /> }: RestrictedPageProps) {
  const pageName = restrictedPageNames[id];
  const description = restrictedDescription(pageName);
  const features = restrictedFeatures(pageName);

  return (
    <Section aria-labelledby="restricted-title" width="narrow">
      <SectionHeader
        id="restricted-title"
        level={1}
        eyebrow={restrictedNotice.availability}
        title={pageName}
        intro={description}
      />
      <h2>{restrictedNotice.featuresHeading}</h2>
      <FeatureList>
        {features.map((feature) => (
          <FeatureListItem key={feature}>{feature}</FeatureListItem>
        ))}
      </FeatureList>
      <p>
        <Button asChild>
          <Link to={restrictedNotice.homeHref}>{restrictedNotice.homeLabel}</Link>
        </Button>
      </p>
      {notice}
    </Section>
  );
}
