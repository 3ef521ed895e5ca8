-- Transfers the indexer read from the local chains: native value transfers (log_index -1) and
-- ERC-20/ERC-721 Transfer logs. Addresses lowercase; value is a decimal string (an amount in
-- base units, or an ERC-721 token id). mined_at is the block timestamp in Unix seconds.
create table transfers (
  chain_id integer not null,
  block_number bigint not null,
  block_hash text not null,
  tx_index integer not null,
  tx_hash text not null,
  log_index integer not null,
  tx_from text not null,
  tx_to text,
  tx_nonce bigint not null,
  tx_status text not null check (tx_status in ('confirmed', 'failed')),
  kind text not null check (kind in ('native', 'erc20', 'erc721')),
  token_address text,
  from_address text not null,
  to_address text not null,
  value text not null,
  mined_at bigint not null,
  primary key (chain_id, tx_hash, log_index)
);
create index transfers_from on transfers (from_address, mined_at desc, chain_id, block_number, tx_index);
create index transfers_to on transfers (to_address, mined_at desc, chain_id, block_number, tx_index);
create index transfers_block on transfers (chain_id, block_number);

-- Blocks the indexer has read, with their hashes, so that a chain that went back (state lost in a
-- crash, anvil_reset) is noticed and its stale transfers dropped.
create table indexed_blocks (
  chain_id integer not null,
  block_number bigint not null,
  block_hash text not null,
  primary key (chain_id, block_number)
);
