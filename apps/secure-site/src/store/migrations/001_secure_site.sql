-- Users of the embedded wallet. One row per email or social identity; the wallet key is
-- AES-256-GCM ciphertext (base64 of iv | tag | ciphertext), bound to the row id as associated data.
create table secure_users (
  id text primary key,
  email text unique,
  social_provider text,
  social_subject text,
  user_name text,
  address text not null,
  encrypted_key text not null,
  created_at bigint not null,
  unique (social_provider, social_subject)
);

-- Devices a user has verified (hash of the frame's device id).
create table secure_devices (
  user_id text not null references secure_users (id) on delete cascade,
  device_hash text not null,
  created_at bigint not null,
  primary key (user_id, device_hash)
);

-- One row per code mailed: login OTP, device link, email update (primary, secondary). Only an
-- HMAC of the code is kept.
create table secure_codes (
  id text primary key,
  purpose text not null,
  email text not null,
  code_hash text not null,
  attempts int not null default 0,
  expires_at bigint not null,
  used_at bigint,
  created_at bigint not null,
  data jsonb not null default '{}'::jsonb
);
create index secure_codes_email on secure_codes (email, created_at);

-- Sessions: only the SHA-256 of the token is kept.
create table secure_sessions (
  token_hash text primary key,
  user_id text not null references secure_users (id) on delete cascade,
  project_id text not null,
  chain_id text not null,
  expires_at bigint not null,
  created_at bigint not null
);

-- Social and Farcaster logins in progress, keyed by the OAuth state / the Farcaster channel.
create table secure_flows (
  id text primary key,
  kind text not null,
  provider text not null,
  secret_hash text not null,
  project_id text not null,
  data jsonb not null default '{}'::jsonb,
  user_id text,
  error text,
  expires_at bigint not null,
  created_at bigint not null
);
