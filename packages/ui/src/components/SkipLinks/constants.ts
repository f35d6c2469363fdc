// Plain values of the SkipLinks API: a server component can read them, whereas every export of
// SkipLinks.tsx, a client module, reaches the server only as a client reference.
import type { SkipLinkItem } from './SkipLinks';

/** The skip links of the site's shell: main content, navigation and footer. */
export const defaultSkipLinks = [
  { href: '#main-content', label: 'Aller au contenu principal' },
  { href: '#navigation', label: 'Aller à la navigation' },
  { href: '#footer', label: 'Aller au pied de page' },
] as const satisfies ReadonlyArray<SkipLinkItem>;
