-- The visitors' messages and their delivery to the company's inbox (the outbox). Read by the same
-- code on Node (node:sqlite) and on Cloudflare (D1) at startup: see src/messages/migrations.ts.
-- Times are ISO 8601 strings in UTC (`2026-11-28T09:30:00.000Z`), which sort as they compare.
CREATE TABLE messages (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'support')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  -- Contact form only; NULL for a support request.
  company TEXT,
  subject TEXT NOT NULL,
  -- Support form only; NULL for a contact message.
  priority TEXT,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL,
  -- The form's one-time key: a repeated submit finds the first message by it.
  idempotency_key TEXT UNIQUE,
  -- SHA-256 of the kind, address, subject and text: the same message sent again without a key.
  fingerprint TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  last_error TEXT,
  sent_at TEXT
);

CREATE INDEX messages_by_date ON messages (created_at);
CREATE INDEX messages_by_fingerprint ON messages (fingerprint, created_at);
CREATE INDEX messages_due ON messages (status, next_attempt_at);
