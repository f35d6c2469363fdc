import { SiteFooter, SiteHeader, SkipLinks } from '@company/ui';
import { Link, useLocation } from 'react-router-dom';
import { useEffect, type ReactNode } from 'react';
import { RouterLink } from '../components/RouterLink';
import { footerGroups, guestActions, isCurrentPath, mainNavigation } from '../config/navigation';
import { postalAddress, site } from '../config/site';
import { JsonLd } from '../seo/JsonLd';
import { organizationJsonLd } from '../seo/jsonLd';
import { useAuthStore } from '../stores/authStore';
import { AfterHydration } from './AfterHydration';
import { headerUser } from './accountMenu';
import { SessionBootstrap } from './SessionBootstrap';
import { useCurrentYear } from './useCurrentYear';
import { useSignOut } from './useSignOut';
import * as styles from './shell.css';

const organization = organizationJsonLd();

/**
 * Marks `<html data-interactive>` once the page has hydrated: until then a click on a link is a
 * full page load, not a client-side navigation (end-to-end tests wait for the mark).
 */
function useMarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
}

/** Skip links, header, main region and footer around a page. */
export function SiteShell({ children }: { children: ReactNode }) {
  useMarkInteractive();
  const { pathname } = useLocation();
  const year = useCurrentYear();
  const user = useAuthStore((state) => state.user);
  const signOut = useSignOut();
  return (
    <div className={styles.page}>
      <SkipLinks />
      <SiteHeader
        brand={
          <Link to="/" className={styles.brand}>
            {site.brand}
          </Link>
        }
        navItems={mainNavigation.map((item) => ({ ...item, current: isCurrentPath(item.href, pathname) }))}
        actions={guestActions}
        user={user ? headerUser(user, signOut) : undefined}
        linkComponent={RouterLink}
      />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter
        brand={site.brand}
        description={`${site.brand} ${site.legalForm}\u00a0: relation client, externalisation et services numériques depuis Toamasina, Madagascar.`}
        groups={footerGroups}
        contact={{ phone: site.phone, email: site.email, address: postalAddress }}
        social={site.social.map(({ network, href }) => ({ href, label: network }))}
        copyright={`© ${year} ${site.brand}. Tous droits réservés.`}
        credit={site.credit}
        linkComponent={RouterLink}
      />
      <AfterHydration />
      <SessionBootstrap />
      <JsonLd data={organization} />
    </div>
  );
}
