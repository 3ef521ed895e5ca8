-- The Solana (ed25519) key of each user, beside the EVM key: made at sign-up, or on first use for
-- users from before this migration. AES-256-GCM ciphertext under its own subkey of the master key
-- (see solana/solanaKeySubkey.ts), bound to `<user id>:solana` as associated data, so it can never
-- be swapped with the EVM key of any row.
alter table secure_users add column solana_address text;
alter table secure_users add column solana_encrypted_key text;

-- The Solana network (CAIP-2 id) the session is on, set by GET_USER and SWITCH_NETWORK with a
-- solana chain; the EVM chain stays in chain_id.
alter table secure_sessions add column solana_chain_id text;
