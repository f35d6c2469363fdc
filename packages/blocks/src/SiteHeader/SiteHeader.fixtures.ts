// Test data shared by the tests. Like them, `*.fixtures.ts` files are neither built nor published
// (tsup.config.ts, tsconfig.build.json, the `files` of package.json).
import type { SiteHeaderProps, SiteHeaderUser } from './SiteHeader';

/** The props every SiteHeader needs: a brand and one link of the main navigation. */
export const siteHeaderProps = {
  brand: 'Company',
  navItems: [{ href: '/services', label: 'Services' }],
} satisfies Pick<SiteHeaderProps, 'brand' | 'navItems'>;

/** A signed-in user, whose account menu holds one link. */
export const signedInUser: SiteHeaderUser = {
  name: 'Hanitra Rakotomalala',
  menuItems: [{ type: 'link', href: '/mon-espace', label: 'Mon Espace' }],
};
