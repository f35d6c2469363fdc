import { RestrictedAccessDialog } from '@company/ui';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { site } from '../../config/site';
import {
  restrictedDescription,
  restrictedFeatures,
  restrictedNotice,
  restrictedPageNames,
  type RestrictedPageId,
} from '../../data/restricted';

/** Leaves for the home page in place of this one: through the router when there is one, else by loading it. */
function useGoHome() {
  const routed = useInRouterContext();
  if (!routed) return () => window.location.replace(`${site.basePath}${restrictedNotice.homeHref}`);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- whether a router is there never changes for a mounted tree
  const navigate = useNavigate();
  return () => void navigate(restrictedNotice.homeHref, { replace: true });
}

/**
 * The « Accès restreint » dialog, open from the start over the page's plain version of the same
 * message. Every way out goes home and replaces the history entry, so Back does not reopen it.
 */
export function RestrictedNotice({ id }: { id: RestrictedPageId }) {
  const goHome = useGoHome();
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
