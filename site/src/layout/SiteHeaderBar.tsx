import { SiteHeader } from '@company/blocks';
import { guestActions, isCurrentPath, mainNavigation } from '../config/navigation';
import { site } from '../config/site';
import { RouterLink } from '../components/RouterLink';
import { useAuthStore } from '../stores/authStore';
import { headerUser } from './accountMenu';
import * as styles from './shell.css';
import { useSignOut } from './useSignOut';

/** The site's header: brand, main navigation with the current page marked, and the guest's or user's actions. */
export function SiteHeaderBar({ pathname }: { pathname: string }) {
  const user = useAuthStore((state) => state.user);
  const signOut = useSignOut();
  return (
    <SiteHeader
      brand={
        <RouterLink href="/" className={styles.brand}>
          {site.brand}
        </RouterLink>
      }
      navItems={mainNavigation.map((item) => ({ ...item, current: isCurrentPath(item.href, pathname) }))}
      actions={guestActions}
      user={user ? headerUser(user, signOut) : undefined}
      linkComponent={RouterLink}
    />
  );
}
