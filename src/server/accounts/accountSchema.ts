// The accounts' tables of the server's database (serverDb.ts). A password is kept only as its scrypt hash, a session
// only as the SHA-256 of its id: a copy of the database gives no password and no session to use.
export const ACCOUNT_SCHEMA = `
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  -- The name as it is compared: two names differing only in case are one.
  name_key TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  csrf_token TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_of_account ON sessions(account_id);
-- Sign-in attempts that failed, and sign-ups, by what they are counted on ('account:name', 'address:ip').
CREATE TABLE auth_attempts (
  counted_on TEXT NOT NULL,
  kind TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX auth_attempts_by_key ON auth_attempts(counted_on, kind, at);
`;
