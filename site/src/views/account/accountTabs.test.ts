import { describe, expect, it } from 'vitest';
import { accountMenu, accountTabFromPath } from './accountTabs';

describe('accountTabFromPath', () => {
  it('shows the profile on the bare path, with or without a trailing slash', () => {
    expect(accountTabFromPath('/app/user')).toBe('profile');
    expect(accountTabFromPath('/app/user/')).toBe('profile');
  });

  it.each(['profile', 'messages', 'documents', 'settings', 'security'] as const)(
    'opens the %s tab from its path',
    (tab) => {
      expect(accountTabFromPath(`/app/user/${tab}`)).toBe(tab);
    },
  );

  it('follows the last segment of the path', () => {
    expect(accountTabFromPath('/app/user/documents/messages')).toBe('messages');
    expect(accountTabFromPath('/app/user/Settings')).toBe('settings');
  });

  it('falls back to the profile for unknown segments', () => {
    expect(accountTabFromPath('/app/user/billing')).toBe('profile');
    expect(accountTabFromPath('/app/user/support')).toBe('profile');
    expect(accountTabFromPath('/app/user/%E2%9C%93')).toBe('profile');
  });
});

describe('accountMenu', () => {
  it('lists the spec’s entries in order, support leading to the support page', () => {
    expect(accountMenu.map((entry) => entry.label)).toEqual([
      'Profil',
      'Messages',
      'Documents',
      'Paramètres',
      'Support',
      'Sécurité',
    ]);
    expect(accountMenu.find((entry) => entry.id === 'support')?.href).toBe('/support');
  });

  it('gives every tab an address that opens that tab', () => {
    for (const entry of accountMenu.filter((item) => item.id !== 'support')) {
      expect(accountTabFromPath(entry.href)).toBe(entry.id);
    }
  });
});
