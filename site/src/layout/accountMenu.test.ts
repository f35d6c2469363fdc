import { describe, expect, it, vi } from 'vitest';
import { mockUsers } from '../data/mockUsers';
import { headerUser } from './accountMenu';

const [admin, regular] = mockUsers as [(typeof mockUsers)[0], (typeof mockUsers)[0]];

describe('headerUser', () => {
  it('shows the user’s name with « Panel Admin », « Mon Espace » and « Déconnexion » for an admin', () => {
    const menu = headerUser(admin, () => {});
    expect(menu.name).toBe(admin.name);
    expect(menu.menuItems.map((item) => item.label)).toEqual(['Panel Admin', 'Mon Espace', 'Déconnexion']);
    expect(menu.menuItems[0]).toMatchObject({ type: 'link', href: '/app/admin' });
    expect(menu.menuItems[1]).toMatchObject({ type: 'link', href: '/app/user' });
  });

  it('leaves « Panel Admin » out when the first role is not admin', () => {
    expect(headerUser(regular, () => {}).menuItems.map((item) => item.label)).toEqual(['Mon Espace', 'Déconnexion']);
    expect(headerUser({ ...regular, roles: ['user', 'admin'] }, () => {}).menuItems).toHaveLength(2);
  });

  it('signs out from « Déconnexion »', () => {
    const signOut = vi.fn();
    const item = headerUser(regular, signOut).menuItems.at(-1);
    if (item?.type === 'action') item.onSelect();
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
