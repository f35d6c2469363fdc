/** The tabs of the account area, each with its own address under /app/user (spec §2). */
export const accountTabIds = ['profile', 'messages', 'documents', 'settings', 'security'] as const;

export type AccountTabId = (typeof accountTabIds)[number];

/** An entry of the account area's side menu: a tab, or a page elsewhere on the site. */
export interface AccountMenuEntry {
  id: AccountTabId | 'support';
  label: string;
  href: string;
}

/** Side menu entries in the spec's order; support leaves the account area for /support. */
export const accountMenu: readonly AccountMenuEntry[] = [
  { id: 'profile', label: 'Profil', href: '/app/user' },
  { id: 'messages', label: 'Messages', href: '/app/user/messages' },
  { id: 'documents', label: 'Documents', href: '/app/user/documents' },
  { id: 'settings', label: 'Paramètres', href: '/app/user/settings' },
  { id: 'support', label: 'Support', href: '/support' },
  { id: 'security', label: 'Sécurité', href: '/app/user/security' },
];

const isAccountTab = (segment: string): segment is AccountTabId =>
  (accountTabIds as readonly string[]).includes(segment);

/** The tab shown for `pathname`: its last segment, or the profile for the bare path and unknown segments. */
export function accountTabFromPath(pathname: string): AccountTabId {
  const segment = pathname.split('/').filter(Boolean).at(-1)?.toLowerCase() ?? '';
  return isAccountTab(segment) ? segment : 'profile';
}
