import { RestrictedAccessDialog } from '@company/ui';
import { useRef } from 'react';
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
 * Whether the page before this one in the tab is a page of this site. The Navigation API knows
 * (its history holds only this origin's entries); elsewhere the referrer says where the visitor
 * came from, and a tab with one entry has nowhere to go back to.
 */
function cameFromThisSite(): boolean {
  const { navigation } = window as { navigation?: { canGoBack: boolean } };
  if (navigation) return navigation.canGoBack;
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Back to the page the visitor came from on this site; home when they came from elsewhere. */
const goBack = () => (cameFromThisSite() ? window.history.back() : goHome());

/**
 * The « Accès restreint » dialog, open from the start over the page's plain version of the same
 * message. Closing it (the backdrop, Escape, the close icon, « Fermer ») returns to the page the
 * visitor came from on this site, or home after a direct visit; « Retour à l’accueil » goes home.
 * Going home replaces the history entry, so Back does not reopen the notice.
 */
export function RestrictedNotice({ id }: { id: RestrictedPageId }) {
  const pageName = restrictedPageNames[id];
  const description = restrictedDescription(pageName);
  const features = restrictedFeatures(pageName);
  // Set by « Retour à l’accueil », whose click closes the notice too: that close must not go back.
  const goingHome = useRef(false);
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
      homeAction={
        <button
          type="button"
          onClick={() => {
            goingHome.current = true;
            goHome();
          }}
        >
          {restrictedNotice.homeLabel}
        </button>
      }
      // Stays open while the next page loads: every way out navigates.
      open
      onOpenChange={(open) => {
        if (!open && !goingHome.current) goBack();
      }}
    />
  );
}
