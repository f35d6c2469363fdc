import { Button, FeatureList, FeatureListItem, RestrictedAccessDialog, Section, SectionHeader } from '@company/ui';
import { Link, useNavigate } from 'react-router-dom';
import {
  restrictedDescription,
  restrictedFeatures,
  restrictedNotice,
  restrictedPageNames,
  type RestrictedPageId,
} from '../data/restricted';
import { PageHead } from '../seo/PageHead';

/**
 * A page that is not open yet (careers, blog, sign-in, registration): the « Accès restreint »
 * notice over a plain version of the same message, which is what the prerendered HTML and a
 * browser without JavaScript show. Every way out of the notice goes home and replaces the
 * history entry, so Back does not reopen it.
 */
export function RestrictedPage({ id }: { id: RestrictedPageId }) {
  const navigate = useNavigate();
  const pageName = restrictedPageNames[id];
  const description = restrictedDescription(pageName);
  const features = restrictedFeatures(pageName);
  const goHome = () => void navigate(restrictedNotice.homeHref, { replace: true });

  return (
    <Section aria-labelledby="restricted-title" width="narrow">
      <PageHead title={pageName} description={description} noIndex />
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
      <RestrictedAccessDialog
        pageName={pageName}
        title={restrictedNotice.title}
        description={description}
        features={features}
        featuresHeading={restrictedNotice.featuresHeading}
        availabilityText={restrictedNotice.availability}
        closeLabel={restrictedNotice.closeLabel}
        closeIconLabel={restrictedNotice.closeIconLabel}
        homeLabel={restrictedNotice.homeLabel}
        // Stays open while the home page loads: every way out navigates there, replacing this page.
        open
        onOpenChange={(open) => {
          if (!open) goHome();
        }}
      />
    </Section>
  );
}
