// The staff's sign-in, kept in the messages' database (SQLite on Node, D1 on Cloudflare): single-use
// links, sessions, and the mails that carry the links, which the outbox delivers like the messages.
// Tokens are 32 random bytes; only their SHA-256 is stored, and found by it (an index lookup of a
// hash reveals nothing of the token that a comparison's timing could leak).
import type { MailQueue, OutgoingMail } from './mail';
import { randomToken, sha256Hex } from './secret';
import type { SqlDatabase } from './sql';

/** Why a link opened no session. */
export type LinkRefusal = 'link_invalid' | 'link_expired' | 'link_used';

export interface StaffSessionRecord {
  email: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
/** A session's last use is written at most this often: reading the inbox is not a write per request. */
const touchEveryMs = 60_000;
/** Ended links and sessions are kept this long, then purged. */
const keepMs = 24 * 60 * 60 * 1000;

interface StaffMailRow {
  to_address: string;
  subject: string;
  text: string;
  attempts: number;
}

export class StaffStore implements MailQueue {
  readonly #db: SqlDatabase;
  readonly #now: () => number;

  constructor(db: SqlDatabase, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  /**
   * Stores a link for `email` valid `ttlMs`, and its mail in the outbox, in one transaction; resolves
   * with the mail's id. `compose` writes the mail around the token, which is kept nowhere else.
   */
  async issueLink(
    email: string,
    ttlMs: number,
    compose: (token: string) => { subject: string; text: string },
  ): Promise<string> {
    const now = this.#now();
    const token = randomToken();
    const mailId = crypto.randomUUID();
    const { subject, text } = compose(token);
    await this.#db.transaction([
      { sql: 'DELETE FROM staff_sign_in_links WHERE expires_at < ?', params: [iso(now - keepMs)] },
      { sql: 'DELETE FROM staff_sessions WHERE expires_at < ?', params: [iso(now - keepMs)] },
      { sql: 'DELETE FROM staff_mails WHERE expires_at < ?', params: [iso(now - keepMs)] },
      {
        sql: 'INSERT INTO staff_sign_in_links (token_hash, email, created_at, expires_at) VALUES (?, ?, ?, ?)',
        params: [await sha256Hex(token), email, iso(now), iso(now + ttlMs)],
      },
      {
        sql: 'INSERT INTO staff_mails (id, to_address, subject, text, created_at, expires_at, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        params: [mailId, email, subject, text, iso(now), iso(now + ttlMs), iso(now)],
      },
    ]);
    return mailId;
  }

  /** Whether `token` would open a session now, without using it: the link's page asks before it does. */
  async checkLink(token: string): Promise<LinkRefusal | { email: string }> {
    const row = await this.#db.first<{ email: string; expires_at: string; used_at: string | null }>(
      'SELECT email, expires_at, used_at FROM staff_sign_in_links WHERE token_hash = ?',
      [await sha256Hex(token)],
    );
    if (!row) return 'link_invalid';
    if (row.used_at !== null) return 'link_used';
    if (row.expires_at <= iso(this.#now())) return 'link_expired';
    return { email: row.email };
  }

  /** Uses the link: one statement marks it, so that two requests racing with it open one session. */
  async useLink(token: string): Promise<LinkRefusal | { email: string }> {
    const hash = await sha256Hex(token);
    const now = iso(this.#now());
    const { changes } = await this.#db.run(
      'UPDATE staff_sign_in_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
      [now, hash, now],
    );
    if (changes === 0) {
      const found = await this.checkLink(token);
      return typeof found === 'string' ? found : 'link_used';
    }
    const row = await this.#db.first<{ email: string }>('SELECT email FROM staff_sign_in_links WHERE token_hash = ?', [
      hash,
    ]);
    return row ? { email: row.email } : 'link_invalid';
  }

  /** A new session for `email`, ending at the latest after `maxMs`: its cookie value and record. */
  async openSession(email: string, maxMs: number): Promise<{ token: string; session: StaffSessionRecord }> {
    const now = this.#now();
    const token = randomToken();
    const session = { email, createdAt: iso(now), lastSeenAt: iso(now), expiresAt: iso(now + maxMs) };
    await this.#db.run(
      'INSERT INTO staff_sessions (id_hash, email, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      [await sha256Hex(token), email, session.createdAt, session.lastSeenAt, session.expiresAt],
    );
    return { token, session };
  }

  /** The session of a cookie's value, if it is open and was used within `idleMs`; the use is recorded. */
  async session(token: string, idleMs: number): Promise<StaffSessionRecord | undefined> {
    const now = this.#now();
    const hash = await sha256Hex(token);
    const row = await this.#db.first<{ email: string; created_at: string; last_seen_at: string; expires_at: string }>(
      'SELECT email, created_at, last_seen_at, expires_at FROM staff_sessions WHERE id_hash = ? AND expires_at > ? AND last_seen_at > ?',
      [hash, iso(now), iso(now - idleMs)],
    );
    if (!row) return undefined;
    let lastSeenAt = row.last_seen_at;
    if (Date.parse(lastSeenAt) <= now - touchEveryMs) {
      lastSeenAt = iso(now);
      await this.#db.run('UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?', [lastSeenAt, hash]);
    }
    return { email: row.email, createdAt: row.created_at, lastSeenAt, expiresAt: row.expires_at };
  }

  /** Ends the session of a cookie's value; a later request with it is signed out. */
  async endSession(token: string): Promise<void> {
    await this.#db.run('DELETE FROM staff_sessions WHERE id_hash = ?', [await sha256Hex(token)]);
  }

  // The outbox's side: the staff's mails, due until their link expires.

  async due(now: number, limit: number): Promise<string[]> {
    const rows = await this.#db.all<{ id: string }>(
      "SELECT id FROM staff_mails WHERE status = 'pending' AND next_attempt_at <= ? AND expires_at > ? ORDER BY next_attempt_at LIMIT ?",
      [iso(now), iso(now), limit],
    );
    return rows.map((row) => row.id);
  }

  async claim(id: string, now: number, until: number): Promise<boolean> {
    const { changes } = await this.#db.run(
      "UPDATE staff_mails SET next_attempt_at = ? WHERE id = ? AND status = 'pending' AND next_attempt_at <= ? AND expires_at > ?",
      [iso(until), id, iso(now), iso(now)],
    );
    return changes > 0;
  }

  async outgoing(
    id: string,
    { from }: { from: string; to: string },
  ): Promise<{ mail: OutgoingMail; attempts: number } | undefined> {
    const row = await this.#db.first<StaffMailRow>(
      'SELECT to_address, subject, text, attempts FROM staff_mails WHERE id = ?',
      [id],
    );
    if (!row) return undefined;
    const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
    return {
      mail: { from, to: row.to_address, subject: row.subject, text: row.text, messageId: `<${id}@${domain}>` },
      attempts: row.attempts,
    };
  }

  /** Sent: the text, which holds the link, is blanked. */
  async markSent(id: string, at: number): Promise<void> {
    await this.#db.run(
      "UPDATE staff_mails SET status = 'sent', text = '', attempts = attempts + 1, sent_at = ?, next_attempt_at = NULL, last_error = NULL WHERE id = ?",
      [iso(at), id],
    );
  }

  async markAttemptFailed(id: string, error: string, retryAt: number | null): Promise<void> {
    await this.#db.run(
      'UPDATE staff_mails SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, status = ? WHERE id = ?',
      [error, retryAt === null ? null : iso(retryAt), retryAt === null ? 'failed' : 'pending', id],
    );
  }
}
