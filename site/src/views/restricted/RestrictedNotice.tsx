import { RestrictedAccessDialog } from '@company/ui';
import { site } from '../../config/site';
import {
  restrictedDescription,
  restrictedFeatures,
  restrictedNotice,
  restrictedPageNames,
  type RestrictedPageId,
} from '../../data/restricted';

/** Loads the home page in place of this one, so Back does not come back to the notice. */
const goHome = () => window.location.replace(`${site.basePath}${restrictedNotice.homeHref}`);

/**
 * The « Accès restreint » dialog, open from the start over the page's plain version of the same
 * message. Every way out goes home and replaces the history entry, so Back does not reopen it.
 */
export function RestrictedNotice({ id }: { id: RestrictedPageId }) {
  const pageName = restrictedPageNames[id];
  const description = restrictedDescription(pageName);
  const features = restrictedFeatures(pageName);
  return (
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
  );
}
