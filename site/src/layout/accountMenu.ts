import type { SiteHeaderUser } from '@company/blocks';
import { isAdmin, type User } from '../stores/authStore';

/** The signed-in user's header menu (spec §2): « Panel Admin » only when the first role is admin. */
export function headerUser(user: User, onSignOut: () => void): SiteHeaderUser {
  return {
    name: user.name,
    menuItems: [
      ...(isAdmin(user) ? [{ type: 'link' as const, href: '/app/admin', label: 'Panel Admin' }] : []),
      { type: 'link', href: '/app/user', label: 'Mon Espace' },
      { type: 'action', label: 'Déconnexion', onSelect: onSignOut },
    ],
  };
}
