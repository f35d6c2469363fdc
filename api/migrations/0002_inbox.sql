-- The company's inbox: where each message stands in its handling and who changed it, the text index
-- its search uses, the record of erasures, and the staff's sign-in (links, sessions, and the outbox
-- of the mails that carry the links). Same file on Node (node:sqlite) and D1. A trigger stays on one
-- line: migrations.ts splits statements at a semicolon that ends a line.
ALTER TABLE messages ADD COLUMN inbox_status TEXT NOT NULL DEFAULT 'new' CHECK (inbox_status IN ('new', 'in_progress', 'answered', 'archived', 'spam'));

CREATE INDEX messages_by_inbox_status ON messages (inbox_status, created_at);
CREATE INDEX messages_by_kind ON messages (kind, created_at);

-- Each status change, oldest first by id. `actor` is the staff member's address, or ADMIN_TOKEN.
CREATE TABLE message_events (
  id INTEGER PRIMARY KEY,
  message_id TEXT NOT NULL,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('status')),
  from_status TEXT NOT NULL,
  to_status TEXT NOT NULL
);

CREATE INDEX message_events_by_message ON message_events (message_id, id);

-- The search index over the five fields a person types, kept in step with `messages` by triggers
-- (external content: the text is stored once). Accents are ignored: « reponse » finds « réponse ».
CREATE VIRTUAL TABLE messages_fts USING fts5(name, email, company, subject, message, content='messages', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2');

CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN INSERT INTO messages_fts (rowid, name, email, company, subject, message) VALUES (new.rowid, new.name, new.email, new.company, new.subject, new.message); END;

CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN INSERT INTO messages_fts (messages_fts, rowid, name, email, company, subject, message) VALUES ('delete', old.rowid, old.name, old.email, old.company, old.subject, old.message); END;

INSERT INTO messages_fts (messages_fts) VALUES ('rebuild');

-- A message erased on request: that it was, when and by whom, and nothing of the visitor's.
CREATE TABLE erasures (
  id INTEGER PRIMARY KEY,
  message_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  erased_at TEXT NOT NULL,
  actor TEXT NOT NULL
);

-- A mailed sign-in link: only the SHA-256 of its token is kept, so that the database cannot sign anyone in.
CREATE TABLE staff_sign_in_links (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE INDEX staff_sign_in_links_by_expiry ON staff_sign_in_links (expires_at);

-- An open session: the SHA-256 of the cookie's value, never the value.
CREATE TABLE staff_sessions (
  id_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE INDEX staff_sessions_by_expiry ON staff_sessions (expires_at);

-- Mails to the staff (the sign-in links), delivered by the same outbox as the messages. A link's
-- text is blanked once sent, and the mail dropped unsent once the link has expired.
CREATE TABLE staff_mails (
  id TEXT PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  last_error TEXT,
  sent_at TEXT
);

CREATE INDEX staff_mails_due ON staff_mails (status, next_attempt_at);
