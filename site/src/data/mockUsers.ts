import { site } from '../config/site';

/** A simulated account (spec §3, User). */
export interface User {
  id: number;
  name: string;
  email: string;
  /** ISO 8601 timestamp, or `null` while the address is unconfirmed. */
  email_verified_at: string | null;
  /** ISO 8601 timestamps. */
  created_at: string;
  updated_at: string;
  /** The first role decides what the header offers: `admin` adds « Panel Admin ». */
  roles: string[];
  /** `all` for an administrator; a regular user has none. */
  permissions: string[];
}

/**
 * The one password of the simulated sign-in (spec §5). It is public on purpose: nothing is
 * protected by it, the account area is a demonstration.
 */
export const DEMO_PASSWORD = 'demo1234';

// The mock addresses follow the company's domain, so a rebrand in config/site.ts moves them too.
const domain = site.email.slice(site.email.indexOf('@') + 1);

/** The two built-in accounts: an administrator first, then a regular user. */
export const mockUsers: readonly User[] = [
  {
    id: 1,
    name: 'Hanitra Rakotomalala',
    email: `admin@${domain}`,
    email_verified_at: '2025-01-10T08:00:00.000Z',
    created_at: '2025-01-10T08:00:00.000Z',
    updated_at: '2025-01-10T08:00:00.000Z',
    roles: ['admin'],
    permissions: ['all'],
  },
  {
    id: 2,
    name: 'Tiana Randriamanana',
    email: `utilisateur@${domain}`,
    email_verified_at: '2025-02-03T09:30:00.000Z',
    created_at: '2025-02-03T09:15:00.000Z',
    updated_at: '2025-02-03T09:30:00.000Z',
    roles: ['user'],
    permissions: [],
  },
];
