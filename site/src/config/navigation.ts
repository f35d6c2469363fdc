/** Main navigation, in header order. Routes join this list as their pages are built. */
export const mainNavigation = [{ to: '/', label: 'Accueil' }] as const;
