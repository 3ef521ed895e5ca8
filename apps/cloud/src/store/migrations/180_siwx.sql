-- Sign in with X (issue 20): nonces the cloud issues (single use, expiring) and the sessions signed
-- with them. A session is found by the SHA-256 of its bearer token; the token itself is not stored.
create table if not exists siwx_nonces (
  nonce text primary key,
  project_id text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index if not exists siwx_nonces_expires on siwx_nonces (expires_at);

create table if not exists siwx_sessions (
  token_hash text primary key,
  project_id text not null,
  chain_id text not null,
  address text not null,
  domain text not null,
  nonce text not null,
  message text not null,
  signature text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index if not exists siwx_sessions_account on siwx_sessions (project_id, chain_id, lower(address));
