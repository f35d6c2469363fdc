/** Main navigation, in header order (spec §2, header). */
export const mainNavigation = [
  { href: '/', label: 'Accueil' },
  { href: '/about', label: 'À propos' },
  { href: '/services', label: 'Services' },
  { href: '/solutions', label: 'Solutions' },
  { href: '/blog', label: 'Blog' },
  { href: '/pricing', label: 'Tarifs' },
  { href: '/careers', label: 'Recrutement' },
  { href: '/contact', label: 'Contact' },
] as const;

/** Buttons shown to guests, in the header and the mobile menu. */
export const guestActions = [
  { href: '/login', label: 'Connexion' },
  { href: '/register', label: 'Inscription' },
] as const;

/** Footer link columns (spec §2, footer). */
export const footerGroups = [
  {
    title: 'Entreprise',
    links: [
      { href: '/about', label: 'À propos' },
      { href: '/services', label: 'Services' },
      { href: '/solutions', label: 'Solutions' },
      { href: '/careers', label: 'Recrutement' },
    ],
  },
  {
    title: 'Assistance',
    links: [
      { href: '/contact', label: 'Contact' },
      { href: '/faq', label: 'FAQ' },
      { href: '/support', label: 'Support' },
      { href: '/docs', label: 'Documentation' },
    ],
  },
  {
    title: 'Informations légales',
    links: [
      { href: '/legal', label: 'Mentions légales' },
      { href: '/privacy', label: 'Confidentialité' },
      { href: '/terms', label: 'Conditions d’utilisation' },
      { href: '/cookies', label: 'Cookies' },
    ],
  },
] as const;

/** Whether a navigation entry matches the current path; « Accueil » matches the home page only. */
export const isCurrentPath = (href: string, pathname: string) =>
  href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
