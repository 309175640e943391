-- Initial schema: accounts, credit ledger, billing, invites, rewrites and jobs, outbox.
-- Every statement runs unchanged on PGlite and PostgreSQL.

CREATE TABLE users (
  id              BIGSERIAL PRIMARY KEY,
  email           TEXT NOT NULL,
  email_verified  BOOLEAN NOT NULL DEFAULT FALSE,
  language        TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh')),
  left_credit     BIGINT NOT NULL DEFAULT 0 CHECK (left_credit >= 0),
  total_credit    BIGINT NOT NULL DEFAULT 0 CHECK (total_credit >= 0),
  token_version   INTEGER NOT NULL DEFAULT 0,
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE password_credentials (
  user_id       BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  password_hash TEXT NOT NULL,
  updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE oauth_identities (
  provider    TEXT NOT NULL,
  subject     TEXT NOT NULL,
  user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email       TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);

CREATE TABLE email_verification_codes (
  id          BIGSERIAL PRIMARY KEY,
  user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email       TEXT NOT NULL,
  code_hash   TEXT NOT NULL,
  attempts    INTEGER NOT NULL DEFAULT 0,
  expires_at  TIMESTAMPTZ NOT NULL,
  consumed_at TIMESTAMPTZ,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX email_verification_codes_user ON email_verification_codes (user_id, created_at DESC);

CREATE TABLE password_reset_tokens (
  token_hash  TEXT PRIMARY KEY,
  user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at  TIMESTAMPTZ NOT NULL,
  used_at     TIMESTAMPTZ,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The credit ledger is append-only: the balance columns on users are a cache of its sum,
-- written in the same transaction as each entry.
CREATE TABLE ledger_entries (
  id              BIGSERIAL PRIMARY KEY,
  user_id         BIGINT NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  delta           BIGINT NOT NULL CHECK (delta <> 0),
  kind            TEXT NOT NULL CHECK (kind IN ('trial_grant', 'purchase', 'invite_reward', 'rewrite_debit', 'refund', 'admin_adjustment')),
  reference       TEXT,
  idempotency_key TEXT NOT NULL UNIQUE,
  note            TEXT,
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_user ON ledger_entries (user_id, id);
CREATE INDEX ledger_entries_created ON ledger_entries (created_at);

CREATE FUNCTION ledger_entries_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

CREATE TABLE subscriptions (
  user_id                 BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  plan_id                 TEXT,
  membership              BOOLEAN NOT NULL DEFAULT FALSE,
  subscription_date       TIMESTAMPTZ,
  subscription_expire_time TIMESTAMPTZ,
  monthly_fee             NUMERIC(10, 2),
  stripe_customer_id      TEXT,
  stripe_subscription_id  TEXT,
  cancel_at_period_end    BOOLEAN NOT NULL DEFAULT FALSE,
  updated_at              TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE stripe_events (
  event_id    TEXT PRIMARY KEY,
  type        TEXT NOT NULL,
  received_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE invite_codes (
  code        TEXT PRIMARY KEY,
  user_id     BIGINT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE invite_redemptions (
  invitee_id  BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  inviter_id  BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code        TEXT NOT NULL REFERENCES invite_codes (code),
  rewarded_at TIMESTAMPTZ,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (invitee_id <> inviter_id)
);
CREATE INDEX invite_redemptions_inviter ON invite_redemptions (inviter_id);

CREATE TABLE rewrites (
  id          BIGSERIAL PRIMARY KEY,
  user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id      TEXT,
  input_text  TEXT NOT NULL,
  output_text TEXT NOT NULL,
  output_html TEXT NOT NULL,
  changes     JSONB NOT NULL,
  summary     JSONB NOT NULL,
  options     JSONB NOT NULL,
  words       INTEGER NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX rewrites_user ON rewrites (user_id, created_at DESC);

CREATE TABLE jobs (
  id               TEXT PRIMARY KEY,
  user_id          BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind             TEXT NOT NULL CHECK (kind IN ('rewrite', 'long_text', 'document')),
  status           TEXT NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
  words            INTEGER NOT NULL,
  options          JSONB NOT NULL,
  segments_total   INTEGER NOT NULL DEFAULT 0,
  segments_done    INTEGER NOT NULL DEFAULT 0,
  idempotency_key  TEXT,
  source_name      TEXT,
  rewrite_id       BIGINT REFERENCES rewrites (id) ON DELETE SET NULL,
  error            TEXT,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  finished_at      TIMESTAMPTZ
);
CREATE UNIQUE INDEX jobs_idempotency ON jobs (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX jobs_status ON jobs (status);

CREATE TABLE job_segments (
  job_id      TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  index       INTEGER NOT NULL,
  input_text  TEXT NOT NULL,
  separator   TEXT NOT NULL DEFAULT '',
  output_text TEXT,
  result      JSONB,
  status      TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  attempts    INTEGER NOT NULL DEFAULT 0,
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (job_id, index)
);

CREATE TABLE outbox_emails (
  id          BIGSERIAL PRIMARY KEY,
  to_address  TEXT NOT NULL,
  subject     TEXT NOT NULL,
  text_body   TEXT NOT NULL,
  html_body   TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
