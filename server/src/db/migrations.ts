import type { Migration } from './migrate';

/** The portal database's schema, in order. Never edit an applied migration: add one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'audit log',
    sql: `
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id text,
  actor_email text,
  actor_type text,
  actor_role text,
  action text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('ok', 'refused', 'failed')),
  target_type text,
  target_id text,
  account_id text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip text,
  client_url text,
  request_id text
);
CREATE INDEX audit_log_at ON audit_log (at DESC);
CREATE INDEX audit_log_action ON audit_log (action, at DESC);
CREATE INDEX audit_log_actor ON audit_log (actor_id, at DESC);
CREATE FUNCTION audit_log_is_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
`,
  },
  {
    version: 2,
    name: 'account settings',
    sql: `
CREATE TABLE account_settings (
  account_id text PRIMARY KEY,
  contact_name text NOT NULL DEFAULT '',
  street text NOT NULL DEFAULT '',
  postcode text NOT NULL DEFAULT '',
  place text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  notice_emails jsonb NOT NULL DEFAULT '[]'::jsonb,
  mail_language text NOT NULL DEFAULT 'de' CHECK (mail_language IN ('de', 'en')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);
CREATE INDEX audit_log_account ON audit_log (account_id, at DESC);
CREATE INDEX audit_log_outcome ON audit_log (outcome, at DESC);
`,
  },
  {
    version: 3,
    name: 'rule versions',
    sql: `
CREATE TABLE rule_versions (
  version integer PRIMARY KEY CHECK (version > 0),
  hash text NOT NULL,
  files jsonb NOT NULL,
  source text NOT NULL CHECK (source IN ('files', 'workbench', 'rollback')),
  comment text NOT NULL,
  author_id text,
  author_email text,
  author_name text NOT NULL,
  base_version integer,
  restored_from integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE FUNCTION rule_versions_are_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'rule_versions are immutable: publish a new version instead';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER rule_versions_no_update BEFORE UPDATE OR DELETE ON rule_versions FOR EACH ROW EXECUTE FUNCTION rule_versions_are_immutable();
CREATE TABLE rule_live (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version integer REFERENCES rule_versions (version),
  files_hash text,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO rule_live (id) VALUES (true);
`,
  },
  {
    version: 4,
    name: 'order mails',
    sql: `
CREATE TABLE order_mails (
  id bigserial PRIMARY KEY,
  order_id text NOT NULL,
  order_number text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('signing', 'confirmation')),
  to_address text NOT NULL,
  language text NOT NULL CHECK (language IN ('de', 'en')),
  sent_by text,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_mails_order ON order_mails (order_id, kind, sent_at DESC);
`,
  },
];
