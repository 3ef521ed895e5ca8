-- Sessions are bound to the frame's device key (ECDSA P-256, non-extractable in the frame): the
-- server acts on a session only for a request signed by this key. Sessions from before this
-- migration have no key and are refused.
alter table secure_sessions add column device_key_thumbprint text;
alter table secure_sessions add column device_public_key jsonb;

-- Social and Farcaster flows belong to the device key that started them; the frame keeps the PKCE
-- verifier, so the per-flow secret of before is gone.
alter table secure_flows add column device_key_thumbprint text;
alter table secure_flows alter column secret_hash drop not null;

-- Nonces of signed requests, kept past the timestamp window so a replay is refused by every
-- process sharing this database.
create table secure_request_nonces (
  device_key_thumbprint text not null,
  nonce text not null,
  expires_at bigint not null,
  primary key (device_key_thumbprint, nonce)
);
create index secure_request_nonces_expiry on secure_request_nonces (expires_at);

-- Wrong one-time codes per client IP and per email + IP, across codes, with growing back-off.
create table secure_otp_failures (
  key text primary key,
  failures int not null,
  last_failure_at bigint not null,
  blocked_until bigint not null
);
